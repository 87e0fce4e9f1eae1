// The home page (docs/screens.md §2 Home page), in the spec's order.
import { LazyHydrate, usePageMeta, type PageProps } from '@store/shared';
import { FirstViewProvider } from '../common/first-view';
import { BannerSlider } from './banner-slider';
import { BrandStrip } from './brand-strip';
import { CategorySection } from './category-section';
import { CategorySlider } from './category-slider';
import { HOME_DESCRIPTION, HOME_SECTIONS, HOME_TITLE } from './home-content';
import { LatestProducts } from './latest-products';
import { PopularBrands } from './popular-brands';
import { BestSellers, EmiBanner, PromoRow } from './promo-banners';
import { TileGroups } from './tile-groups';
import { VideoSection } from './video-section';
import styles from './home-page.module.css';

export function HomePage({ firstView }: PageProps) {
  usePageMeta(HOME_TITLE, HOME_DESCRIPTION);
  return (
    <FirstViewProvider firstView={firstView}>
      <div className={styles.home}>
        <h1 className="sr-only">Electronics and home appliances</h1>
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
