import type { Product } from '@store/shared';
import { modelOf } from '../common/links';
import { useLoad } from '../common/use-load';
import { useNearViewport } from '../common/use-near-viewport';
import { ProductCard } from '../product-card/product-card';
import { fetchRelated } from './api';
import { useCatalogT } from '../i18n/messages';
import styles from './product-page.module.css';

export function RelatedProducts({ product }: { product: Product }) {
  const t = useCatalogT();
  const [ref, near] = useNearViewport<HTMLElement>();
  const related = useLoad(near ? modelOf(product) : null, (signal) => fetchRelated(product, signal));
  const list = related.status === 'done' ? related.data : [];
  return (
    <section
      ref={ref}
      className={styles.related}
      aria-labelledby="related-title"
      hidden={related.status === 'done' && list.length === 0}
    >
      <h2 id="related-title" className={styles.sectionTitle}>
        {t('product.related')}
      </h2>
      <ul className={styles.relatedGrid}>
        {list.map((item, index) => (
          <li key={`${modelOf(item)}-${index}`}>
            <ProductCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
