// The banner's steps until the shopper reaches in (banner-slider.tsx, auto-steps.ts): the next slide
// every TIMERS.bannerAutoplayMs, sliding in over TIMERS.bannerSpeedMs and looping on through a copy of
// the first slide after the last, as the Swiper slider does.
import { TIMERS, type SliderImage } from '@store/shared';
import { useCallback, useEffect, type RefObject } from 'react';
import { useAutoSteps } from './auto-steps';
import { BannerSlide } from './banner-slide';
import type { BannerMode } from './banner-slides';
import styles from './banner-slider.module.css';

interface BannerStepsProps {
  slides: SliderImage[];
  mode: BannerMode;
  /** Given the slide shown, or being slid in, so Swiper can take over from it. */
  shown: RefObject<number>;
}

const oneFurther = (index: number) => index + 1;

export function BannerSteps({ slides, mode, shown }: BannerStepsProps) {
  const count = slides.length;
  const fromTheCopy = useCallback((index: number) => index % count, [count]);
  const position = useAutoSteps(oneFurther, TIMERS.bannerSpeedMs, fromTheCopy);
  const slide = position.index % count;
  useEffect(() => {
    shown.current = slide;
  }, [shown, slide]);

  return (
    <>
      <div
        className={`${styles.steps} ${position.moving ? styles.moving : ''}`}
        style={{ transform: `translateX(${-position.index * 100}%)` }}
        data-testid="banner-steps"
        data-shown={slide}
      >
        {[...slides, slides[0]!].map((each, index) => (
          <div key={index} className={styles.step} {...(index === count ? { inert: true, 'aria-hidden': true } : {})}>
            {/* The next slide's picture is fetched while the one before is shown, not as it slides in. */}
            <BannerSlide slide={each} mode={mode} first={index === 0} eager={index <= position.index + 1} />
          </div>
        ))}
      </div>
      <div className={styles.dots} aria-hidden="true">
        {slides.map((each, index) => (
          <span key={index} className={index === slide ? `${styles.dot} ${styles.dotShown}` : styles.dot} />
        ))}
      </div>
    </>
  );
}
