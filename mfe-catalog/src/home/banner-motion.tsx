// The banner's code that its first view does not need, in one chunk loaded once the browser is idle
// (banner-slider.tsx): its steps, and Swiper once the shopper reaches in, from the slide the steps showed.
import type { SliderImage } from '@store/shared';
import { useRef } from 'react';
import type { BannerMode } from './banner-slides';
import { BannerSteps } from './banner-steps';
import { BannerSwiper } from './banner-swiper';

interface BannerMotionProps {
  slides: SliderImage[];
  mode: BannerMode;
  /** The shopper reached in (Swiper), not only its first step was due (the steps). */
  byShopper: boolean;
}

export function BannerMotion({ slides, mode, byShopper }: BannerMotionProps) {
  const shown = useRef(0);
  return byShopper ? (
    <BannerSwiper slides={slides} mode={mode} initialSlide={shown.current} />
  ) : (
    <BannerSteps slides={slides} mode={mode} shown={shown} />
  );
}
