// The category tiles' slider, in its own chunk: loaded after hydration and set up when the shopper
// reaches into the row (use-when-needed.ts), in place of the row or its steps (category-steps.tsx), at
// the tile they show first. Nine slides are too few for Swiper's loop at 8 a view, so it rewinds to the
// start instead.
import { TIMERS } from '@store/shared';
import { Swiper, SwiperSlide } from 'swiper/react';
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

/** `initialSlide`: the first tile in view when Swiper takes over. */
export function CategorySwiper({ initialSlide }: { initialSlide: number }) {
  return (
    <Swiper
      initialSlide={initialSlide}
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
