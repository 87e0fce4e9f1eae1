// Product detail (docs/screens.md §2 Product detail): /product/{productId}, the id being the model code.
import { firstCategory, isStoreUnavailable, useCategoryLabel, type PageProps, type Product } from '@store/shared';
import { LazyHydrate, useLanguage, usePageMeta } from '@store/shared';
import { Link, useParams } from 'react-router-dom';
import { categoryPath, modelOf } from '../common/links';
import { StarRating } from '../common/star-rating';
import { useLoad } from '../common/use-load';
import { fetchProduct } from './api';
import { BuyBox, FeatureBadges, PriceBlock } from './buy-box';
import { Gallery } from './gallery';
import { PincodeCheck } from './pincode-check';
import { ProductJsonLd } from './product-json-ld';
import { productDescription } from '../seo/product-seo';
import { ProductTabs } from './product-tabs';
import { RelatedProducts } from './related-products';
import { ShortDescription } from './short-description';
import { FirstViewProvider, useFirstViewAnswer } from '../common/first-view';
import { PRODUCT_CALL } from './first-view';
import { useReviews } from './use-reviews';
import { useStock } from './use-stock';
import styles from './product-page.module.css';
import { useCatalogT } from '../i18n/messages';

/** jsonLdInHead: the server wrote this product's JSON-LD into <head> with the first view. */
function ProductDetail({ product, jsonLdInHead }: { product: Product; jsonLdInHead: boolean }) {
  const t = useCatalogT();
  const categoryName = useCategoryLabel();
  const model = modelOf(product);
  const stock = useStock(model);
  const { summary, reload } = useReviews(model);
  const category = firstCategory(product.Categories);
  usePageMeta(product.Name, productDescription(product, useLanguage()));

  return (
    <article className={`page ${styles.page}`}>
      {!jsonLdInHead && <ProductJsonLd product={product} stock={stock} reviews={summary} />}
      {category && (
        <nav className={styles.crumbs} aria-label={t('product.breadcrumb')}>
          <Link to="/">{t('product.home')}</Link> <span aria-hidden="true">›</span>{' '}
          <Link to={categoryPath(category)}>{categoryName(category)}</Link>
        </nav>
      )}
      <div className={styles.top}>
        <Gallery product={product} />
        <div className={styles.info}>
          {product.Brands && (
            <p className={styles.brand} translate="no">
              {product.Brands}
            </p>
          )}
          <h1 className={styles.name} translate="no">
            {product.Name}
          </h1>
          <p className={styles.meta}>
            {t('product.model')} <span translate="no">{model}</span>
            {summary && summary.reviews.length > 0 && (
              <span className={styles.rating}>
                <StarRating value={summary.average} size={15} /> {summary.average.toFixed(1)} ({summary.reviews.length})
              </span>
            )}
          </p>
          <PriceBlock product={product} />
          <ShortDescription text={product.Short_description} className={styles.points} />
          <FeatureBadges product={product} />
          <BuyBox product={product} stock={stock} />
          <PincodeCheck />
        </div>
      </div>
      {/* Below the fold: hydrated when near the viewport, reached into, or when the browser is idle. */}
      <LazyHydrate>
        <ProductTabs product={product} reviews={summary} onReviewSubmitted={reload} />
      </LazyHydrate>
      <LazyHydrate>
        <RelatedProducts product={product} />
      </LazyHydrate>
    </article>
  );
}

type MessageKey = 'product.loading' | 'product.storeUnavailable' | 'product.unavailable' | 'product.noSuch';

function Message({ text }: { text: MessageKey }) {
  const t = useCatalogT();
  usePageMeta(t(text === 'product.loading' ? 'product.title' : text));
  return (
    <div className="page">
      <p className={styles.message} role={text === 'product.loading' ? 'status' : undefined}>
        {t(text)}
      </p>
    </div>
  );
}

export function ProductPage({ firstView }: PageProps) {
  return (
    <FirstViewProvider firstView={firstView}>
      <ProductPageContent />
    </FirstViewProvider>
  );
}

function ProductPageContent() {
  const productId = useParams().productId ?? '';
  const loaded = useLoad(productId, (signal) => fetchProduct(productId, signal), PRODUCT_CALL);
  const fromServer = useFirstViewAnswer(PRODUCT_CALL, productId) !== undefined;
  if (loaded.status === 'loading') return <Message text="product.loading" />;
  if (loaded.status === 'failed')
    return <Message text={isStoreUnavailable(loaded.error) ? 'product.storeUnavailable' : 'product.unavailable'} />;
  if (!loaded.data) return <Message text="product.noSuch" />;
  return <ProductDetail key={modelOf(loaded.data)} product={loaded.data} jsonLdInHead={fromServer} />;
}
