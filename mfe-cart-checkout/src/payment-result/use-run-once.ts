import { useEffect, useRef } from 'react';

/** Runs a side effect once per page visit, even when React mounts the page twice in development. */
export function useRunOnce(effect: () => void): void {
  const done = useRef(false);
  // It acts on what the page had when it opened: the first render's effect, kept in a ref.
  const firstEffect = useRef(effect);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    firstEffect.current();
  }, []);
}
