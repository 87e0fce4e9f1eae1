// Best Sellers row, the No Cost EMI banner and the three-image banner row (docs/screens.md §2).
import { imageUrl } from '@store/shared';
import { Link } from 'react-router-dom';
import { categoryPath, searchPath } from '../common/links';
import { SmartImage } from '../common/smart-image';
import { BEST_SELLERS, EMI_BANNER, PROMO_ROW } from './home-content';
import section from './home-section.module.css';
import styles from './promo-banners.module.css';

export function BestSellers() {
  return (
    <section className={section.section} aria-labelledby="best-sellers-title">
      <div className={section.header}>
        <h2 id="best-sellers-title" className={section.title}>
          Best Sellers
        </h2>
      </div>
      <ul className={styles.bestSellers}>
        {BEST_SELLERS.map((item) => (
          <li key={item.term}>
            <Link className={styles.imageLink} to={searchPath(item.term)}>
              <SmartImage
                src={imageUrl(item.image)}
                alt={`Best seller: ${item.term}`}
                fallbackLabel={item.term}
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
  return (
    <div className={styles.emi}>
      <SmartImage
        src={imageUrl(EMI_BANNER.image)}
        alt={EMI_BANNER.alt}
        fallbackLabel="No Cost EMI Offer"
        width={1600}
        height={260}
        className={styles.image}
      />
    </div>
  );
}

export function PromoRow() {
  return (
    <ul className={styles.promoRow} aria-label="Featured categories">
      {PROMO_ROW.map((item) => (
        <li key={item.category}>
          <Link className={styles.imageLink} to={categoryPath(item.category)}>
            <SmartImage
              src={imageUrl(item.image)}
              alt={item.alt}
              fallbackLabel={item.alt}
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
