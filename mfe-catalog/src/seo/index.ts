// SEO head helpers of the catalogue's pages, pure: the server render writes them into the HTML's
// head, the pages in the browser use the same titles, descriptions and data.
export { jsonLdText, type JsonLd } from './json-ld';
export { breadcrumbJsonLd, type Crumb } from './breadcrumbs';
export { canonicalBrandPath, canonicalCategoryPath, canonicalProductPath } from './canonical-paths';
export {
  productSeo,
  productJsonLd,
  productDescription,
  productBreadcrumbs,
  type PageSeo,
  type ProductSeoOptions,
  type Availability,
} from './product-seo';
export { categorySeo, brandSeo, categoryDescription, brandDescription } from './listing-seo';
