// Hero banners: desktop images above 768px, mobile images at or below (docs/screens.md §2, §9 timers).
// The server cannot know the width, so when it has both lists its HTML holds both first slides and
// CSS shows one (no shift when a phone hydrates). When the first step is due the shown list steps by
// itself (banner-steps.tsx); Swiper, in its own chunk (banner-swiper.tsx), takes over at the slide shown
// once the shopper reaches into the banner to swipe it (use-when-needed.ts).
import { imageUrl, TIMERS, type SliderImage } from '@store/shared';
import { useFirstViewAnswer } from '../common/first-view';
import { useLoad } from '../common/use-load';
import { MOBILE_QUERY, useMediaQuery } from '../common/use-media-query';
import { useModuleWhenNeeded } from '../common/use-when-needed';
import { fetchDesktopSlides, fetchMobileSlides } from './api';
import { BannerSlide } from './banner-slide';
import { BANNER_MODES, MODE_MEDIA, type BannerLists, type BannerMode } from './banner-slides';
import { SLIDES_CALL } from './first-view';
import styles from './banner-slider.module.css';
import { useCatalogT } from '../i18n/messages';

const loadMotion = () => import(/* webpackChunkName: "banner-swiper" */ './banner-motion');

/** Both lists when the server's first view had them (it asks for both, or neither). */
function useServerLists(): BannerLists | null {
  const desktop = useFirstViewAnswer(SLIDES_CALL, 'desktop');
  const mobile = useFirstViewAnswer(SLIDES_CALL, 'mobile');
  return Array.isArray(desktop) && Array.isArray(mobile) ? { desktop, mobile } : null;
}

export function BannerSlider() {
  const t = useCatalogT();
  const mode: BannerMode = useMediaQuery(MOBILE_QUERY) ? 'mobile' : 'desktop';
  const server = useServerLists();
  const loaded = useLoad<SliderImage[]>(
    server ? null : mode,
    (signal) => (mode === 'mobile' ? fetchMobileSlides(signal) : fetchDesktopSlides(signal)),
    SLIDES_CALL,
  );
  const [sliderRef, slider] = useModuleWhenNeeded('banner slider', loadMotion, TIMERS.bannerAutoplayMs);
  const lists: BannerLists | null = server ?? (loaded.status === 'done' ? { [mode]: loaded.data } : null);

  if (!lists) {
    return (
      <div className={styles.frame}>
        <p className={styles.loading}>{t('home.loadingImages')}</p>
      </div>
    );
  }
  const modes = BANNER_MODES.filter((each) => lists[each]?.length);
  if (modes.length === 0) return <div className={styles.frame} aria-hidden="true" />;

  const current = lists[mode];
  return (
    <section ref={sliderRef} className={styles.frame} aria-label={t('home.offers')}>
      {slider && current?.length ? (
        <slider.module.BannerMotion key={mode} slides={current} mode={mode} byShopper={slider.neededBy === 'shopper'} />
      ) : (
        modes.map((each) => (
          <div key={each} className={styles[each]} data-testid={`banner-${each}`}>
            <BannerSlide slide={lists[each]![0]!} mode={each} first sources={otherFirst(lists, each)} />
          </div>
        ))
      )}
    </section>
  );
}

/**
 * The hidden variant's first image would still be fetched (display:none does not stop an eager
 * image), so its <picture> points at the shown variant's file where that one is shown: a phone
 * downloads the mobile banner only, a desktop the desktop one only.
 */
function otherFirst(lists: BannerLists, mode: BannerMode) {
  const other: BannerMode = mode === 'desktop' ? 'mobile' : 'desktop';
  const path = lists[other]?.[0]?.largeImageURL;
  return path ? [{ media: MODE_MEDIA[other], srcSet: imageUrl(path) }] : [];
}
