// Runs an async loader when its key changes and keeps the latest answer only. With `call`, the
// first view's answer for that call and key (first-view.tsx), if the server sent one, is used as
// the first answer instead of fetching it again.
import { useEffect, useRef, useState } from 'react';
import { useFirstViewAnswer } from './first-view';

export type Loaded<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

export function useLoad<T>(key: string | null, loader: (signal: AbortSignal) => Promise<T>, call?: string): Loaded<T> {
  const answer = useFirstViewAnswer(call, key);
  // The answer came from this very loader on the server (the same release of this section).
  const [state, setState] = useState<{ key: string | null; loaded: Loaded<T> }>(() => ({
    key,
    loaded: answer === undefined ? { status: 'loading' } : { status: 'done', data: answer as T },
  }));
  const answered = useRef(answer === undefined ? undefined : key);
  // The loader is recreated each render; only the key says when the data must be fetched again.
  const latestLoader = useRef(loader);
  useEffect(() => {
    latestLoader.current = loader;
  });

  useEffect(() => {
    if (key === null) return;
    if (answered.current === key) {
      answered.current = undefined;
      return;
    }
    const controller = new AbortController();
    setState({ key, loaded: { status: 'loading' } });
    latestLoader.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, loaded: { status: 'done', data } }),
      (error: unknown) => !controller.signal.aborted && setState({ key, loaded: { status: 'failed', error } }),
    );
    return () => controller.abort();
  }, [key]);

  return state.key === key ? state.loaded : { status: 'loading' };
}
