// schema.org Product data so search engines can show price, stock and rating (seo/product-seo.ts).
import type { Product } from '@store/shared';
import { jsonLdText } from '../seo/json-ld';
import { productJsonLd, type Availability } from '../seo/product-seo';
import type { ReviewSummary } from './api';
import type { StockState } from './use-stock';

interface ProductJsonLdProps {
  product: Product;
  stock: StockState;
  reviews: ReviewSummary | null;
}

const AVAILABILITY: Record<StockState, Availability> = {
  loading: 'unknown',
  'in-stock': 'in-stock',
  'out-of-stock': 'out-of-stock',
};

export function ProductJsonLd({ product, stock, reviews }: ProductJsonLdProps) {
  const data = productJsonLd(product, {
    origin: window.location.origin,
    availability: AVAILABILITY[stock],
    rating: reviews ? { average: reviews.average, count: reviews.reviews.length } : null,
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
