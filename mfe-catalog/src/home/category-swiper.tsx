// The category tiles' slider, in its own chunk: loaded after hydration and set up once needed
// (use-when-needed.ts) in place of the static row it starts from (category-slider.tsx). Nine slides
// are too few for Swiper's loop at 8 a view, so it rewinds to the start instead.
import { TIMERS } from '@store/shared';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper/types';
import 'swiper/css';
import { MOBILE_BREAKPOINT, SMALL_BREAKPOINT } from '../common/catalog-constants';
import { CategoryTile } from './category-tile';
import { SLIDER_CATEGORIES } from './home-content';
import { LIGHT_SET_UP } from './light-set-up';
import { timedAutoplay } from './timed-autoplay';

/** Swiper's breakpoints are "at or above"; the spec's are "at or below", hence the +1. */
export const BREAKPOINTS = {
  0: { slidesPerView: 3 },
  [SMALL_BREAKPOINT + 1]: { slidesPerView: 5 },
  [MOBILE_BREAKPOINT + 1]: { slidesPerView: 8 },
};
export const TILE_GAP = 12;
const TILE_MODULES = [timedAutoplay(TIMERS.bannerAutoplayMs)];

/**
 * Set up because its first step is due, the slider takes that step at once (on the next frame, after
 * the set-up task), so the first tiles are shown for one autoplay delay, as the spec says, not two.
 */
function stepAtOnce(swiper: SwiperClass) {
  window.requestAnimationFrame(() => swiper.slideNext());
}

/** `due`: set up because its first step is due, not because the shopper reached in. */
export function CategorySwiper({ due }: { due: boolean }) {
  return (
    <Swiper
      onSwiper={due ? stepAtOnce : undefined}
      {...LIGHT_SET_UP}
      modules={TILE_MODULES}
      slidesPerView={8}
      spaceBetween={TILE_GAP}
      breakpoints={BREAKPOINTS}
      rewind
    >
      {SLIDER_CATEGORIES.map((tile, index) => (
        <SwiperSlide key={tile.label}>
          <CategoryTile tile={tile} index={index} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
