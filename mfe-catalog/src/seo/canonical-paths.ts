// The one address of each catalogue page that search engines should keep, the same as the edge's
// sitemap lists (api/src/modules/sitemap): a category by its lower-case route value, a brand by its
// name as the catalogue spells it, a product by its model's first segment.
import { brandPath, categoryPath, productPath } from '../common/links';

export const canonicalCategoryPath = (category: string) => categoryPath(category.trim().toLowerCase());
export const canonicalBrandPath = (brand: string) => brandPath(brand.trim());
export const canonicalProductPath = (model: string) => productPath(model);
