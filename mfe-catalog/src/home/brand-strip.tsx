import { Link } from 'react-router-dom';
import { brandPath } from '../common/links';
import { BRAND_STRIP } from './home-content';
import styles from './brand-grid.module.css';
import { useCatalogT } from '../i18n/messages';

export function BrandStrip() {
  const t = useCatalogT();
  return (
    <nav className={styles.strip} aria-label={t('home.topBrands')}>
      {BRAND_STRIP.map((brand) => (
        <Link key={brand} className={styles.stripItem} to={brandPath(brand)} translate="no">
          {brand}
        </Link>
      ))}
    </nav>
  );
}
