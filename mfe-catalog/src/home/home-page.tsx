// The home page (docs/screens.md §2 Home page), in the spec's order.
import { usePageMeta } from '@store/shared';
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

export function HomePage() {
  usePageMeta(
    'Electronics & Home Appliances Online',
    'Mobiles, laptops, TVs, ACs, refrigerators and kitchen appliances at the best prices in West Bengal.',
  );
  return (
    <div className={styles.home}>
      <h1 className="sr-only">Electronics and home appliances</h1>
      <BannerSlider />
      <div className="container">
        <CategorySlider />
        <PopularBrands />
        <TileGroups />
        <BrandStrip />
        <LatestProducts />
        {HOME_SECTIONS.map((section) => (
          <CategorySection key={section.title} title={section.title} category={section.category} />
        ))}
        <BestSellers />
        <EmiBanner />
        <PromoRow />
        <VideoSection />
      </div>
    </div>
  );
}
