// The home sliders' steps until the shopper reaches in (banner-steps.tsx, category-steps.tsx): a
// slider's row moved by a CSS transform, as Swiper would move it. Setting Swiper up at a slider's first
// step was the home page's longest work after hydration, and most visits never swipe a slider.
import { TIMERS } from '@store/shared';
import { useEffect, useRef, useState } from 'react';
import { stepWhenShown } from './step-when-shown';

/** Where a row stands, and whether it is sliding there. */
interface Position {
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
  const stepped = useRef(false);
  useEffect(() => {
    if (position.moving) {
      const timer = window.setTimeout(() => setPosition({ index: rest(position.index), moving: false }), speedMs);
      return () => window.clearTimeout(timer);
    }
    return stepWhenShown(stepped.current ? TIMERS.bannerAutoplayMs : 0, () => {
      stepped.current = true;
      setPosition({ index: next(position.index), moving: true });
    });
  }, [position, next, rest, speedMs]);
  return position;
}
