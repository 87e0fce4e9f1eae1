// The 9 category tiles under the banner: 8 visible, 5 at 768px or below, 3 at 480px or below.
// The server and the first render draw them as a plain row laid out as Swiper lays out its slides
// (category-slider.module.css). When the first step is due the row steps by itself (category-steps.tsx);
// Swiper, in its own chunk, takes over at the tile shown once the shopper reaches in (use-when-needed.ts).
import { TIMERS } from '@store/shared';
import { useModuleWhenNeeded } from '../common/use-when-needed';
import { CategoryTile } from './category-tile';
import { SLIDER_CATEGORIES } from './home-content';
import styles from './category-slider.module.css';
import { useCatalogT } from '../i18n/messages';

const loadMotion = () => import(/* webpackChunkName: "category-swiper" */ './category-motion');

export function CategorySlider() {
  const t = useCatalogT();
  const [sliderRef, slider] = useModuleWhenNeeded('category slider', loadMotion, TIMERS.bannerAutoplayMs);
  return (
    <section ref={sliderRef} className={styles.section} aria-labelledby="cat-slider-title">
      <h2 id="cat-slider-title" className="sr-only">
        {t('home.shopByCategory')}
      </h2>
      {slider ? (
        <slider.module.CategoryMotion byShopper={slider.neededBy === 'shopper'} />
      ) : (
        <div className={styles.row} data-testid="category-row">
          {SLIDER_CATEGORIES.map((tile, index) => (
            <div key={tile.label} className={styles.cell}>
              <CategoryTile tile={tile} index={index} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
