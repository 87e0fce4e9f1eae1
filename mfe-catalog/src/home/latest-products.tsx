import { Link } from 'react-router-dom';
import { categoryPath } from '../common/links';
import { LATEST_BUTTONS, LATEST_CATEGORY } from './home-content';
import section from './home-section.module.css';
import styles from './latest-products.module.css';
import { ProductRow } from './product-row';

export function LatestProducts() {
  return (
    <section className={section.section} aria-labelledby="latest-title">
      <div className={`${section.header} ${styles.header}`}>
        <h2 id="latest-title" className={section.title}>
          Latest Electronics Products
        </h2>
        <nav className={styles.buttons} aria-label="Latest products by category">
          {LATEST_BUTTONS.map((button) => (
            <Link key={button.label} className={styles.button} to={categoryPath(button.category)}>
              {button.label}
            </Link>
          ))}
        </nav>
      </div>
      <ProductRow category={LATEST_CATEGORY} label="Latest Electronics Products" />
    </section>
  );
}
