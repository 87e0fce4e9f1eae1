// The banner's autoplay until the shopper reaches in (banner-slider.tsx): the next slide every
// TIMERS.bannerAutoplayMs, sliding in over TIMERS.bannerSpeedMs and looping, as the Swiper slider does,
// but as a CSS transform of a row of slides. Setting Swiper up at the first step was the home page's
// longest work after hydration (docs/decisions/0007), and most visits never swipe the banner.
import { TIMERS, type SliderImage } from '@store/shared';
import { useEffect, useState, type RefObject } from 'react';
import { BannerSlide } from './banner-slide';
import type { BannerMode } from './banner-slides';
import styles from './banner-slider.module.css';

interface BannerStepsProps {
  slides: SliderImage[];
  mode: BannerMode;
  /** Given the slide shown, or being slid in, so Swiper can take over from it. */
  shown: RefObject<number>;
}

/** Where the row stands: `index` counts the first slide's copy after the last (the loop's seam). */
interface Position {
  index: number;
  moving: boolean;
}

export function BannerSteps({ slides, mode, shown }: BannerStepsProps) {
  const [position, setPosition] = useState<Position>({ index: 0, moving: false });
  const [stepsTaken, setStepsTaken] = useState(0);
  const count = slides.length;

  useEffect(() => {
    shown.current = position.index % count;
    if (position.moving) {
      // The step ends after its slide time; from the first slide's copy the row jumps back unseen.
      const timer = window.setTimeout(() => setPosition({ index: position.index % count, moving: false }), TIMERS.bannerSpeedMs);
      return () => window.clearTimeout(timer);
    }
    // Mounted when the first step is due, it takes it once the row was painted where the first slide was.
    return stepWhenShown(stepsTaken === 0 ? 0 : TIMERS.bannerAutoplayMs, () => {
      setPosition({ index: position.index + 1, moving: true });
      setStepsTaken((taken) => taken + 1);
    });
  }, [position, stepsTaken, count, shown]);

  const row = [...slides, slides[0]!];
  return (
    <>
      <div
        className={`${styles.steps} ${position.moving ? styles.moving : ''}`}
        style={{ transform: `translateX(${-position.index * 100}%)` }}
        data-testid="banner-steps"
        data-shown={position.index % count}
      >
        {row.map((slide, index) => (
          <div key={index} className={styles.step} {...(index === count ? { inert: true, 'aria-hidden': true } : {})}>
            {/* The next slide's picture is fetched while the one before is shown, not as it slides in. */}
            <BannerSlide slide={slide} mode={mode} first={index === 0} eager={index <= position.index + 1} />
          </div>
        ))}
      </div>
      <div className={styles.dots} aria-hidden="true">
        {slides.map((slide, index) => (
          <span key={index} className={index === position.index % count ? `${styles.dot} ${styles.dotShown}` : styles.dot} />
        ))}
      </div>
    </>
  );
}

/**
 * Runs `step` `delayMs` from now (after the next frame when 0). While the page is hidden it waits, and
 * the delay starts again once it is shown, as Swiper's autoplay here does (timed-autoplay.ts). Gives a
 * function that cancels it.
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
