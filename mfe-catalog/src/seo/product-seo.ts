// What a product page says about itself to search engines and link previews: title, description,
// canonical address, schema.org Product (price in INR, availability) and its breadcrumbs. Pure, so the
// server render and the page in the browser say the same.
import { firstCategory, imageUrl, translate, unitPrice, type Language, type Product } from '@store/shared';
import { catalogMessages } from '../i18n/messages';
import { modelOf } from '../common/links';
import { imagesOf } from '../product/gallery';
import { descriptionPoints } from '../product/short-description';
import { breadcrumbJsonLd, HOME_CRUMB, type Crumb } from './breadcrumbs';
import { canonicalCategoryPath, canonicalProductPath } from './canonical-paths';
import type { JsonLd } from './json-ld';

export type Availability = 'in-stock' | 'out-of-stock' | 'unknown';

export interface ProductSeoOptions {
  /** The store's public origin ('https://shop.example.in'; in the browser, location.origin). */
  origin: string;
  /** Live stock when known; otherwise the product's own In_stock says. */
  availability?: Availability;
  rating?: { average: number; count: number } | null;
  /** The head's language, its catalogues loaded (headLanguage); English by default. */
  language?: Language;
}

export interface PageSeo {
  /** The page's own title; the document title adds the store's name (documentTitle of @store/shared). */
  title: string;
  description: string;
  canonical: string;
  breadcrumbs: Crumb[];
  jsonLd: JsonLd[];
}

const DESCRIPTION_LENGTH = 160;

/**
 * In English the catalogue's own highlights; in another language a sentence of the store's around the
 * product's name (the catalogue's texts are English, and stay as the catalogue has them on the page).
 */
export function productDescription(product: Product, language: Language = 'en'): string {
  if (language !== 'en') return translate(catalogMessages, language, 'heads.productDescription', { name: product.Name });
  return (
    descriptionPoints(product.Short_description || product.Description)
      .join('. ')
      .slice(0, DESCRIPTION_LENGTH) || product.Name
  );
}

export function productBreadcrumbs(product: Product): Crumb[] {
  const category = firstCategory(product.Categories);
  const name = product.Name;
  const path = canonicalProductPath(modelOf(product));
  return category
    ? [HOME_CRUMB, { name: category, path: canonicalCategoryPath(category) }, { name, path }]
    : [HOME_CRUMB, { name, path }];
}

const SCHEMA_AVAILABILITY = {
  'in-stock': 'https://schema.org/InStock',
  'out-of-stock': 'https://schema.org/OutOfStock',
} as const;

export function productJsonLd(product: Product, options: ProductSeoOptions): JsonLd {
  const model = modelOf(product);
  const absolute = (path: string) => new URL(path, options.origin).toString();
  const availability = options.availability ?? (product.In_stock ? 'in-stock' : 'out-of-stock');
  const rating = options.rating;
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
      url: absolute(canonicalProductPath(model)),
      priceCurrency: 'INR',
      price: unitPrice(product).toFixed(2),
      itemCondition: 'https://schema.org/NewCondition',
      ...(availability === 'unknown' ? {} : { availability: SCHEMA_AVAILABILITY[availability] }),
    },
    aggregateRating:
      rating && rating.count > 0
        ? { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 }
        : undefined,
  };
}

export function productSeo(product: Product, options: ProductSeoOptions): PageSeo {
  const breadcrumbs = productBreadcrumbs(product);
  return {
    title: product.Name,
    description: productDescription(product, options.language),
    canonical: `${options.origin}${canonicalProductPath(modelOf(product))}`,
    breadcrumbs,
    jsonLd: [productJsonLd(product, options), breadcrumbJsonLd(options.origin, breadcrumbs)],
  };
}
