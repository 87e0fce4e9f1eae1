// The banner's slider, in its own chunk: loaded after hydration and set up when the shopper reaches
// into the banner (use-when-needed.ts), in place of the first slide or the steps (banner-steps.tsx), at
// the slide they show, so Swiper is needed neither to paint the page nor to step it.
import { TIMERS, type SliderImage } from '@store/shared';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { BannerSlide } from './banner-slide';
import type { BannerMode } from './banner-slides';
import { LIGHT_SET_UP } from './light-set-up';
import { timedAutoplay } from './timed-autoplay';
import styles from './banner-slider.module.css';

const BANNER_MODULES = [timedAutoplay(TIMERS.bannerAutoplayMs), Pagination];

interface BannerSwiperProps {
  slides: SliderImage[];
  mode: BannerMode;
  /** The slide shown when Swiper takes over (an index into `slides`). */
  initialSlide: number;
}

export function BannerSwiper({ slides, mode, initialSlide }: BannerSwiperProps) {
  return (
    <Swiper
      {...LIGHT_SET_UP}
      initialSlide={initialSlide}
      modules={BANNER_MODULES}
      slidesPerView={1}
      loop
      speed={TIMERS.bannerSpeedMs}
      pagination={{ clickable: true }}
      className={styles.swiper}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={`${slide.largeImageURL}-${index}`}>
          <BannerSlide slide={slide} mode={mode} first={index === 0} eager={index === initialSlide} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
