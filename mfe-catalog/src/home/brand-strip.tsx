import { Link } from 'react-router-dom';
import { brandPath } from '../common/links';
import { BRAND_STRIP } from './home-content';
import styles from './brand-grid.module.css';

export function BrandStrip() {
  return (
    <nav className={styles.strip} aria-label="Top brands">
      {BRAND_STRIP.map((brand) => (
        <Link key={brand} className={styles.stripItem} to={brandPath(brand)}>
          {brand}
        </Link>
      ))}
    </nav>
  );
}
