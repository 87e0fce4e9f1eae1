// When a slider is needed: the shopper reaches into it (a pointer over it, a touch or press on it) or
// its first autoplay step is due. Setting Swiper up is a long task on a phone (swiper-react's render,
// Swiper's init with its forced layouts), so it waits for one of these rather than the first idle
// moment, and its static first view, which looks the same, stays until then.
import { startTransition, useEffect, useState } from 'react';
import { useIdleModule } from './use-idle-module';

/** Why the slider is needed: the shopper reached into it, or its first step is due. */
export type NeededBy = 'shopper' | 'due';

const REACH = ['pointerenter', 'pointerdown', 'touchstart'] as const;

/**
 * Gives a callback ref for the slider's element and, once needed, why. The wait for `dueMs` starts
 * when the element is first in the page (its first slide is shown). Needed when due, it becomes needed
 * by the shopper once they reach in (a slider that steps without Swiper then hands over to it).
 * null on the server and until needed.
 */
function useWhenNeeded<E extends HTMLElement>(dueMs: number): [(element: E | null) => void, NeededBy | null] {
  const [element, setElement] = useState<E | null>(null);
  const [neededBy, setNeededBy] = useState<NeededBy | null>(null);
  useEffect(() => {
    if (!element || neededBy === 'shopper') return;
    const byShopper = () => setNeededBy('shopper');
    const options = { passive: true } as const;
    REACH.forEach((event) => element.addEventListener(event, byShopper, options));
    const timer = neededBy ? undefined : window.setTimeout(() => setNeededBy('due'), dueMs);
    return () => {
      REACH.forEach((event) => element.removeEventListener(event, byShopper));
      window.clearTimeout(timer);
    };
  }, [element, neededBy, dueMs]);
  return [setElement, neededBy];
}

/**
 * Sliders are set up one after the other: two needed at the same moment are two commits (two shorter
 * tasks), not one that React batched, twice as long.
 */
let lastSetUp: Promise<void> = Promise.resolve();

/**
 * A slider's module (Swiper and its styles): loaded when the browser is idle (`useIdleModule`), and
 * given once the slider is needed, with why. `load` must be stable (a module-level function).
 */
export function useModuleWhenNeeded<T, E extends HTMLElement = HTMLElement>(
  what: string,
  load: () => Promise<T>,
  dueMs: number,
): [(element: E | null) => void, { module: T; neededBy: NeededBy } | null] {
  const module = useIdleModule(what, load);
  const [ref, neededBy] = useWhenNeeded<E>(dueMs);
  const [settingUp, setSettingUp] = useState(false);
  useEffect(() => {
    if (!module || !neededBy || settingUp) return;
    let cancelled = false;
    let release = () => {};
    const done = new Promise<void>((resolve) => (release = resolve));
    const previous = lastSetUp;
    lastSetUp = previous.then(() => done);
    void previous.then(() => {
      if (cancelled) return;
      // A transition: React renders the slider in slices between which the page stays responsive;
      // only the commit, where Swiper measures and lays out its slides, is one piece.
      startTransition(() => setSettingUp(true));
    });
    // Run once this set-up is committed (settingUp changed) or the slider left the page.
    return () => {
      cancelled = true;
      release();
    };
  }, [module, neededBy, settingUp]);
  return [ref, module && neededBy && settingUp ? { module, neededBy } : null];
}
