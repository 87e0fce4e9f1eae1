// schema.org Product data so search engines can show price, stock and rating (seo/product-seo.ts).
import { useSyncExternalStore } from 'react';
import type { Product } from '@store/shared';
import { jsonLdText } from '../seo/json-ld';
import { productJsonLd, type Availability } from '../seo/product-seo';
import type { ReviewSummary } from './api';
import type { StockState } from './use-stock';

const noChanges = () => () => undefined;

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
  // Written in the browser only (the page's origin is the window's); a server-rendered page gets its
  // JSON-LD in <head> from the edge (the first view's head tags), so hydration has nothing to compare.
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  const data = productJsonLd(product, {
    origin: window.location.origin,
    availability: AVAILABILITY[stock],
    rating: reviews ? { average: reviews.average, count: reviews.reviews.length } : null,
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
