// schema.org Product data so search engines can show price, stock and rating.
import { useSyncExternalStore } from 'react';
import { imageUrl, unitPrice, type Product } from '@store/shared';
import { modelOf, productPath } from '../common/links';
import { imagesOf } from './gallery';
import { descriptionPoints } from './short-description';
import type { ReviewSummary } from './api';
import type { StockState } from './use-stock';

function absolute(path: string): string {
  return new URL(path, window.location.origin).toString();
}

const noChanges = () => () => undefined;

export function productJsonLd(product: Product, stock: StockState, reviews: ReviewSummary | null): Record<string, unknown> {
  const model = modelOf(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.Name,
    sku: product.sku || model,
    mpn: model,
    image: imagesOf(product).map((path) => absolute(imageUrl(path))),
    description: descriptionPoints(product.Short_description || product.Description).join('. '),
    brand: product.Brands ? { '@type': 'Brand', name: product.Brands } : undefined,
    category: product.Category || undefined,
    offers: {
      '@type': 'Offer',
      url: absolute(productPath(model)),
      priceCurrency: 'INR',
      price: unitPrice(product).toFixed(2),
      itemCondition: 'https://schema.org/NewCondition',
      ...(stock === 'loading'
        ? {}
        : { availability: stock === 'in-stock' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock' }),
    },
    aggregateRating:
      reviews && reviews.reviews.length > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: reviews.average,
            reviewCount: reviews.reviews.length,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
}

interface ProductJsonLdProps {
  product: Product;
  stock: StockState;
  reviews: ReviewSummary | null;
}

export function ProductJsonLd({ product, stock, reviews }: ProductJsonLdProps) {
  // Written in the browser only (the page's origin is the window's); a server-rendered page gets its
  // JSON-LD in <head> from the edge (the first view's head tags), so hydration has nothing to compare.
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  // JSON.stringify does not escape '<'; a name containing '</script>' must not end the tag.
  const json = JSON.stringify(productJsonLd(product, stock, reviews)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
