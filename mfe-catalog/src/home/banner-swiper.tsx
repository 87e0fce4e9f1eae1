// The banner's slider, in its own chunk: loaded after hydration and set up once needed
// (use-when-needed.ts) in place of the static first slide it starts from, so Swiper is not needed
// to paint the page.
import { TIMERS, type SliderImage } from '@store/shared';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper/types';
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
  onSwiper?: (swiper: SwiperClass) => void;
}

export function BannerSwiper({ slides, mode, onSwiper }: BannerSwiperProps) {
  return (
    <Swiper
      onSwiper={onSwiper}
      {...LIGHT_SET_UP}
      modules={BANNER_MODULES}
      slidesPerView={1}
      loop
      speed={TIMERS.bannerSpeedMs}
      pagination={{ clickable: true }}
      className={styles.swiper}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={`${slide.largeImageURL}-${index}`}>
          <BannerSlide slide={slide} mode={mode} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
