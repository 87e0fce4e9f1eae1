import { imageUrl } from '@store/shared';
import { Link } from 'react-router-dom';
import { brandPath } from '../common/links';
import { SmartImage } from '../common/smart-image';
import { brandLogo, POPULAR_BRANDS } from './home-content';
import section from './home-section.module.css';
import styles from './brand-grid.module.css';
import { useCatalogT } from '../i18n/messages';

export function PopularBrands() {
  const t = useCatalogT();
  return (
    <section className={section.section} aria-labelledby="popular-brands-title">
      <div className={section.header}>
        <h2 id="popular-brands-title" className={section.title}>
          {t('home.popularBrands')}
        </h2>
      </div>
      <ul className={styles.grid}>
        {POPULAR_BRANDS.map((brand) => (
          <li key={brand}>
            <Link className={styles.logo} to={brandPath(brand)} aria-label={brand} translate="no">
              <SmartImage
                src={imageUrl(brandLogo(brand))}
                alt=""
                fallbackLabel={brand}
                width={160}
                height={80}
                className={styles.image}
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
