// The home page (docs/screens.md §2 Home page), in the spec's order.
import { LazyHydrate, usePageMeta, type PageProps } from '@store/shared';
import { FirstViewProvider } from '../common/first-view';
import { BannerSlider } from './banner-slider';
import { BrandStrip } from './brand-strip';
import { CategorySection } from './category-section';
import { CategorySlider } from './category-slider';
import { HOME_SECTIONS } from './home-content';
import { LatestProducts } from './latest-products';
import { PopularBrands } from './popular-brands';
import { BestSellers, EmiBanner, PromoRow } from './promo-banners';
import { TileGroups } from './tile-groups';
import { VideoSection } from './video-section';
import styles from './home-page.module.css';
import { useCatalogT } from '../i18n/messages';

export function HomePage({ firstView }: PageProps) {
  const t = useCatalogT();
  usePageMeta(t('heads.home.title'), t('heads.home.description'));
  return (
    <FirstViewProvider firstView={firstView}>
      <div className={styles.home}>
        <h1 className="sr-only">{t('home.heading')}</h1>
        <BannerSlider />
        <div className="container">
          <CategorySlider />
          {/* Below the first screen: each part hydrates when near the viewport, reached into, or idle. */}
          <LazyHydrate>
            <PopularBrands />
          </LazyHydrate>
          <LazyHydrate>
            <TileGroups />
          </LazyHydrate>
          <LazyHydrate>
            <BrandStrip />
          </LazyHydrate>
          <LazyHydrate>
            <LatestProducts />
          </LazyHydrate>
          {HOME_SECTIONS.map((section) => (
            <LazyHydrate key={section.title}>
              <CategorySection title={section.title} category={section.category} />
            </LazyHydrate>
          ))}
          <LazyHydrate>
            <BestSellers />
          </LazyHydrate>
          <LazyHydrate>
            <EmiBanner />
          </LazyHydrate>
          <LazyHydrate>
            <PromoRow />
          </LazyHydrate>
          <LazyHydrate>
            <VideoSection />
          </LazyHydrate>
        </div>
      </div>
    </FirstViewProvider>
  );
}
