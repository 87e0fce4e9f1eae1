import { useEffect, useRef } from 'react';

/** Runs a side effect once per page visit, even when React mounts the page twice in development. */
export function useRunOnce(effect: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
    // Deliberately no dependencies: it acts on what the page had when it opened.
  }, []);
}
