// Runs an async loader when its key changes and keeps the latest answer only.
import { useEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

export function useLoad<T>(key: string | null, loader: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  // The loader is recreated each render; only the key says when the data must be fetched again.
  const latestLoader = useRef(loader);
  useEffect(() => {
    latestLoader.current = loader;
  });

  useEffect(() => {
    if (key === null) return;
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
