// The 9 category tiles under the banner: 8 visible, 5 at 768px or below, 3 at 480px or below.
// Nine slides are too few for Swiper's loop at 8 a view, so it rewinds to the start instead.
import { imageUrl, TIMERS } from '@store/shared';
import { MOBILE_BREAKPOINT, SMALL_BREAKPOINT } from '../common/catalog-constants';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { categoryPath } from '../common/links';
import { SmartImage } from '../common/smart-image';
import { SLIDER_CATEGORIES } from './home-content';
import styles from './category-slider.module.css';

/** Swiper's breakpoints are "at or above"; the spec's are "at or below", hence the +1. */
const BREAKPOINTS = {
  0: { slidesPerView: 3 },
  [SMALL_BREAKPOINT + 1]: { slidesPerView: 5 },
  [MOBILE_BREAKPOINT + 1]: { slidesPerView: 8 },
};

export function CategorySlider() {
  return (
    <section className={styles.section} aria-labelledby="cat-slider-title">
      <h2 id="cat-slider-title" className="sr-only">
        Shop by category
      </h2>
      <Swiper
        modules={[Autoplay]}
        slidesPerView={8}
        spaceBetween={12}
        breakpoints={BREAKPOINTS}
        rewind
        autoplay={{ delay: TIMERS.bannerAutoplayMs, disableOnInteraction: false }}
      >
        {SLIDER_CATEGORIES.map((tile, index) => (
          <SwiperSlide key={tile.label}>
            <a className={styles.tile} href={categoryPath(tile.category)} target="_blank" rel="noopener">
              <span className={styles.circle}>
                {/* The tiles sit just under the banner: the visible ones are the home page's largest paint. */}
                <SmartImage
                  src={imageUrl(tile.image)}
                  alt=""
                  fallbackLabel={tile.label}
                  width={120}
                  height={120}
                  className={styles.image}
                  eager={index < 8}
                  priority={index === 0}
                />
              </span>
              <span className={styles.label}>{tile.label}</span>
            </a>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
