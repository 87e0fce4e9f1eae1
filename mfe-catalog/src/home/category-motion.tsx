// The category tiles' code that their first view does not need, in one chunk loaded once the browser
// is idle (category-slider.tsx): their steps, and Swiper once the shopper reaches in, from the tile the
// steps showed.
import { useRef } from 'react';
import { CategorySteps } from './category-steps';
import { CategorySwiper } from './category-swiper';

/** `byShopper`: the shopper reached in (Swiper), not only its first step was due (the steps). */
export function CategoryMotion({ byShopper }: { byShopper: boolean }) {
  const shown = useRef(0);
  return byShopper ? <CategorySwiper initialSlide={shown.current} /> : <CategorySteps shown={shown} />;
}
