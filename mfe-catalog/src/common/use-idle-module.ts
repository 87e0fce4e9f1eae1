// Loads a heavy module (Swiper and its styles) after hydration: when the browser is first idle or
// the shopper first touches, scrolls or types, whichever comes first. Until then the section shows
// its static first view, so the module is neither in the page's chunk nor in the way of the first paint.
import { whenIdle } from '@store/shared';
import { useEffect, useState } from 'react';
import { logFailure } from './logged';

const FIRST_INTERACTION = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/** `load` must be stable (a module-level function). The module once loaded; null on the server, in the first render and when it failed to load. */
export function useIdleModule<T>(what: string, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let active = true;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      stop();
      load().then(
        (module) => active && setLoaded(() => module),
        (error: unknown) => logFailure(what, error),
      );
    };
    const options = { capture: true, passive: true } as const;
    FIRST_INTERACTION.forEach((event) => window.addEventListener(event, start, options));
    const cancelIdle = whenIdle(start);
    function stop() {
      FIRST_INTERACTION.forEach((event) => window.removeEventListener(event, start, options));
      cancelIdle();
    }
    return () => {
      active = false;
      stop();
    };
  }, [what, load]);
  return loaded;
}
