// The home sliders' steps until the shopper reaches in (banner-steps.tsx, category-steps.tsx): a
// slider's row moved by a CSS transform, as Swiper would move it. Setting Swiper up at a slider's first
// step was the home page's longest work after hydration, and most visits never swipe a slider.
import { TIMERS } from '@store/shared';
import { useEffect, useState } from 'react';

/** Where a row stands, and whether it is sliding there. */
export interface Position {
  index: number;
  moving: boolean;
}

const same = (index: number) => index;

/**
 * Takes the first step on the next frame (mounted when it is due, after the row was painted where it
 * stood), then one TIMERS.bannerAutoplayMs after each step ended, as timed-autoplay.ts does for Swiper.
 * A step goes to `next(index)` over `speedMs`, and rests at `rest(index)`: a loop's seam jumps back
 * unseen. `next` and `rest` must be stable.
 */
export function useAutoSteps(next: (index: number) => number, speedMs: number, rest: (index: number) => number = same): Position {
  const [position, setPosition] = useState<Position>({ index: 0, moving: false });
  const [stepsTaken, setStepsTaken] = useState(0);
  useEffect(() => {
    if (position.moving) {
      const timer = window.setTimeout(() => setPosition({ index: rest(position.index), moving: false }), speedMs);
      return () => window.clearTimeout(timer);
    }
    return stepWhenShown(stepsTaken === 0 ? 0 : TIMERS.bannerAutoplayMs, () => {
      setPosition({ index: next(position.index), moving: true });
      setStepsTaken((taken) => taken + 1);
    });
  }, [position, stepsTaken, next, rest, speedMs]);
  return position;
}

/**
 * Runs `step` `delayMs` from now (after the next frame when 0). While the page is hidden it waits, and
 * the delay starts again once it is shown. Gives a function that cancels it.
 */
function stepWhenShown(delayMs: number, step: () => void): () => void {
  let timer: number | undefined;
  let frame: number | undefined;
  const stop = () => {
    window.clearTimeout(timer);
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    timer = frame = undefined;
  };
  const followVisibility = () => {
    stop();
    if (document.visibilityState === 'hidden') return;
    if (delayMs === 0) frame = window.requestAnimationFrame(step);
    else timer = window.setTimeout(step, delayMs);
  };
  document.addEventListener('visibilitychange', followVisibility);
  followVisibility();
  return () => {
    document.removeEventListener('visibilitychange', followVisibility);
    stop();
  };
}
