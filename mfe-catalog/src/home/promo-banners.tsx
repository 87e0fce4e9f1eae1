// Best Sellers row, the No Cost EMI banner and the three-image banner row (docs/screens.md §2).
import { imageUrl } from '@store/shared';
import { Link } from 'react-router-dom';
import { categoryPath, searchPath } from '../common/links';
import { SmartImage } from '../common/smart-image';
import { BEST_SELLERS, EMI_BANNER, PROMO_ROW } from './home-content';
import section from './home-section.module.css';
import styles from './promo-banners.module.css';
import { useCatalogT } from '../i18n/messages';
import { useHomeWord } from './home-words';

export function BestSellers() {
  const t = useCatalogT();
  const word = useHomeWord();
  return (
    <section className={section.section} aria-labelledby="best-sellers-title">
      <div className={section.header}>
        <h2 id="best-sellers-title" className={section.title}>
          {t('home.bestSellers')}
        </h2>
      </div>
      <ul className={styles.bestSellers}>
        {BEST_SELLERS.map((item) => (
          <li key={item.term}>
            <Link className={styles.imageLink} to={searchPath(item.term)}>
              <SmartImage
                src={imageUrl(item.image)}
                alt={t('home.bestSeller', { name: word(item.term) })}
                fallbackLabel={word(item.term)}
                width={300}
                height={300}
                className={styles.image}
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function EmiBanner() {
  const word = useHomeWord();
  return (
    <div className={styles.emi}>
      <SmartImage
        src={imageUrl(EMI_BANNER.image)}
        alt={word(EMI_BANNER.alt)}
        fallbackLabel={word(EMI_BANNER.alt)}
        width={1600}
        height={260}
        className={styles.image}
      />
    </div>
  );
}

export function PromoRow() {
  const t = useCatalogT();
  const word = useHomeWord();
  return (
    <ul className={styles.promoRow} aria-label={t('home.featured')}>
      {PROMO_ROW.map((item) => (
        <li key={item.category}>
          <Link className={styles.imageLink} to={categoryPath(item.category)}>
            <SmartImage
              src={imageUrl(item.image)}
              alt={word(item.alt)}
              fallbackLabel={word(item.alt)}
              width={520}
              height={260}
              className={styles.image}
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
