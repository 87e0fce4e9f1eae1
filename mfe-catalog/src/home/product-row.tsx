// A home list of products from fetchHomePagemodels, fetched when the shopper nears it.
import { Spinner } from '@store/shared';
import { modelOf } from '../common/links';
import { useLoad } from '../common/use-load';
import { useNearViewport } from '../common/use-near-viewport';
import { ProductCard } from '../product-card/product-card';
import { useFirstViewAnswer } from '../common/first-view';
import { fetchHomeModels } from './api';
import { HOME_ROW_CALL } from './first-view';
import section from './home-section.module.css';
import { useCatalogT } from '../i18n/messages';

export function ProductRow({ category, label }: { category: string; label: string }) {
  const t = useCatalogT();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  // A row the server already filled (the first view's) shows at once, near or not.
  const answered = useFirstViewAnswer(HOME_ROW_CALL, category) !== undefined;
  const products = useLoad(near || answered ? category : null, (signal) => fetchHomeModels(category, signal), HOME_ROW_CALL);

  return (
    <div ref={ref}>
      {products.status === 'done' ? (
        products.data.length > 0 ? (
          <ul className={section.row} aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {products.data.map((product, index) => (
              <li key={`${modelOf(product)}-${index}`}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={section.empty}>{t('listing.none')}</p>
        )
      ) : (
        <div className={section.placeholderRow}>{near && <Spinner label={t('home.loadingRow', { title: label })} />}</div>
      )}
    </div>
  );
}
