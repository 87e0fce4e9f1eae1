// Hero banners: desktop images above 768px, mobile images at or below (spec §2, §9 timers).
// The first banner is the page's largest paint, so it loads eagerly with high priority, and it shows
// as plain markup until Swiper (loaded on its own) turns the banners into a slider.
import { imageUrl, MOBILE_QUERY, TIMERS, useMediaQuery, type SliderImage } from '@store/shared';
import { SmartImage } from '../common/smart-image';
import { useLoad } from '../common/use-load';
import { fetchDesktopSlides, fetchMobileSlides } from './api';
import { slideTarget } from './slide-target';
import { useSwiperKit } from './use-swiper-kit';
import styles from './banner-slider.module.css';

const SIZE = { desktop: { width: 1600, height: 500 }, mobile: { width: 768, height: 576 } };

export function BannerSlider() {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const mode = mobile ? 'mobile' : 'desktop';
  const slides = useLoad<SliderImage[]>(mode, (signal) => (mobile ? fetchMobileSlides(signal) : fetchDesktopSlides(signal)));
  const size = SIZE[mode];
  const kit = useSwiperKit();

  if (slides.status !== 'done') {
    return (
      <div className={`${styles.frame} ${styles[mode]}`}>
        <p className={styles.loading}>Loading images...</p>
      </div>
    );
  }
  if (slides.data.length === 0) return <div className={`${styles.frame} ${styles[mode]}`} aria-hidden="true" />;

  const banner = (slide: SliderImage, index: number) => (
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
  );

  return (
    <section className={`${styles.frame} ${styles[mode]}`} aria-label="Offers">
      {kit ? (
        <kit.Swiper
          modules={[kit.Autoplay, kit.Pagination]}
          slidesPerView={1}
          loop
          speed={TIMERS.bannerSpeedMs}
          autoplay={{ delay: TIMERS.bannerAutoplayMs, disableOnInteraction: false }}
          pagination={{ clickable: true }}
          className={styles.swiper}
        >
          {slides.data.map((slide, index) => (
            <kit.SwiperSlide key={`${slide.largeImageURL}-${index}`}>{banner(slide, index)}</kit.SwiperSlide>
          ))}
        </kit.Swiper>
      ) : (
        <div className={styles.swiper}>{banner(slides.data[0]!, 0)}</div>
      )}
    </section>
  );
}
