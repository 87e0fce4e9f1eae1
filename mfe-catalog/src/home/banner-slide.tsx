// One banner slide: its image, linking to its target in a new tab (docs/screens.md §2).
import { imageUrl, useCategoryLabel, type SliderImage } from '@store/shared';
import { SmartImage, type ImageSource } from '../common/smart-image';
import { BANNER_SIZE, type BannerMode } from './banner-slides';
import { slideTarget } from './slide-target';
import styles from './banner-slider.module.css';
import { useCatalogT } from '../i18n/messages';

interface BannerSlideProps {
  slide: SliderImage;
  mode: BannerMode;
  /** The first slide is the page's largest paint: fetched at once, with high priority. */
  first: boolean;
  /** Fetched at once although not shown yet (the next slide of the steps). */
  eager?: boolean;
  sources?: ImageSource[];
}

export function BannerSlide({ slide, mode, first, eager, sources }: BannerSlideProps) {
  const t = useCatalogT();
  const categoryName = useCategoryLabel();
  const size = BANNER_SIZE[mode];
  // A category slide names its category in the page's language; a model or a search term stays as it is.
  const name = slide.field === 'Categories' ? categoryName(String(slide.value)) : String(slide.value);
  return (
    <a href={slideTarget(slide)} target="_blank" rel="noopener" className={styles.slide}>
      <SmartImage
        src={imageUrl(slide.largeImageURL)}
        sources={sources}
        alt={t('home.offer', { name })}
        fallbackLabel={name}
        width={size.width}
        height={size.height}
        priority={first}
        eager={eager}
        className={styles.image}
      />
    </a>
  );
}
