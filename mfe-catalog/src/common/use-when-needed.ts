// When a slider is needed: the shopper reaches into it (a pointer over it, a touch or press on it) or
// its first autoplay step is due. Setting Swiper up is a long task on a phone (about 80 ms each slider
// under a 4x CPU throttle), so it waits for one of these rather than the first idle moment, and its
// static first view, which looks the same, stays until then.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIdleModule } from './use-idle-module';

/** Why the slider is needed: the shopper reached into it, or its first step is due. */
export type NeededBy = 'shopper' | 'due';

const REACH = ['pointerenter', 'pointerdown', 'touchstart'] as const;

/**
 * Gives a callback ref for the slider's element and, once needed, why. The wait for `dueMs` starts
 * when the element is first in the page (its first slide is shown). null on the server and until needed.
 */
export function useWhenNeeded<E extends HTMLElement>(dueMs: number): [(element: E | null) => void, NeededBy | null] {
  const [element, setElement] = useState<E | null>(null);
  const [neededBy, setNeededBy] = useState<NeededBy | null>(null);
  useEffect(() => {
    if (!element || neededBy) return;
    let waiting = true;
    const need = (by: NeededBy) => {
      if (!waiting) return;
      stop();
      // Rendered in the task that found it needed: two sliders due at the same moment are then set
      // up in two tasks, not batched by React into one twice as long.
      flushSync(() => setNeededBy(by));
    };
    const byShopper = () => need('shopper');
    const options = { passive: true } as const;
    REACH.forEach((event) => element.addEventListener(event, byShopper, options));
    const timer = window.setTimeout(() => need('due'), dueMs);
    function stop() {
      waiting = false;
      REACH.forEach((event) => element!.removeEventListener(event, byShopper));
      window.clearTimeout(timer);
    }
    return stop;
  }, [element, neededBy, dueMs]);
  return [setElement, neededBy];
}

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
  return [ref, module && neededBy ? { module, neededBy } : null];
}

/** Swiper's handle, as far as a slider stepping at once needs it. */
interface Steppable {
  slideNext: () => unknown;
}

/**
 * Set up because its first step is due, a slider takes that step at once (on the next frame, after
 * the set-up task), so the first slide is shown for one autoplay delay, as the spec says, not two.
 */
export function stepIfDue(neededBy: NeededBy): ((swiper: Steppable) => void) | undefined {
  if (neededBy !== 'due') return undefined;
  return (swiper) => window.requestAnimationFrame(() => swiper.slideNext());
}
