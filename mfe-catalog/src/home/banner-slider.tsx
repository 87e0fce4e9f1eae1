// Hero banners: desktop images above 768px, mobile images at or below (docs/screens.md §2, §9 timers).
// The first banner is the page's largest paint, so it loads eagerly with high priority.
import { imageUrl, TIMERS, type SliderImage } from '@store/shared';
import { MOBILE_QUERY, useMediaQuery } from '../common/use-media-query';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { SmartImage } from '../common/smart-image';
import { useLoad } from '../common/use-load';
import { fetchDesktopSlides, fetchMobileSlides } from './api';
import { SLIDES_CALL } from './first-view';
import { slideTarget } from './slide-target';
import styles from './banner-slider.module.css';

const SIZE = { desktop: { width: 1600, height: 500 }, mobile: { width: 768, height: 576 } };

export function BannerSlider() {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const mode = mobile ? 'mobile' : 'desktop';
  const slides = useLoad<SliderImage[]>(
    mode,
    (signal) => (mobile ? fetchMobileSlides(signal) : fetchDesktopSlides(signal)),
    SLIDES_CALL,
  );
  const size = SIZE[mode];

  if (slides.status !== 'done') {
    return (
      <div className={`${styles.frame} ${styles[mode]}`}>
        <p className={styles.loading}>Loading images...</p>
      </div>
    );
  }
  if (slides.data.length === 0) return <div className={`${styles.frame} ${styles[mode]}`} aria-hidden="true" />;

  return (
    <section className={`${styles.frame} ${styles[mode]}`} aria-label="Offers">
      <Swiper
        modules={[Autoplay, Pagination]}
        slidesPerView={1}
        loop
        speed={TIMERS.bannerSpeedMs}
        autoplay={{ delay: TIMERS.bannerAutoplayMs, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        className={styles.swiper}
      >
        {slides.data.map((slide, index) => (
          <SwiperSlide key={`${slide.largeImageURL}-${index}`}>
            <a href={slideTarget(slide)} target="_blank" rel="noopener" className={styles.slide}>
              <SmartImage
                src={imageUrl(slide.largeImageURL)}
                alt={`Offer: ${slide.value}`}
                fallbackLabel={String(slide.value)}
                width={size.width}
                height={size.height}
                priority={index === 0}
                className={styles.image}
              />
            </a>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
