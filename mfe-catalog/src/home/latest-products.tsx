import { Link } from 'react-router-dom';
import { categoryPath } from '../common/links';
import { LATEST_BUTTONS, LATEST_CATEGORY } from './home-content';
import section from './home-section.module.css';
import styles from './latest-products.module.css';
import { ProductRow } from './product-row';
import { useCatalogT } from '../i18n/messages';
import { useHomeWord } from './home-words';

export function LatestProducts() {
  const t = useCatalogT();
  const word = useHomeWord();
  return (
    <section className={section.section} aria-labelledby="latest-title">
      <div className={`${section.header} ${styles.header}`}>
        <h2 id="latest-title" className={section.title}>
          {t('home.latest')}
        </h2>
        <nav className={styles.buttons} aria-label={t('home.latestNav')}>
          {LATEST_BUTTONS.map((button) => (
            <Link key={button.label} className={styles.button} to={categoryPath(button.category)}>
              {word(button.label)}
            </Link>
          ))}
        </nav>
      </div>
      <ProductRow category={LATEST_CATEGORY} label={t('home.latest')} />
    </section>
  );
}
