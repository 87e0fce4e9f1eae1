// Paths of the catalog's routes (docs/screens.md §2). Route values are encoded so '&' and '/' survive.
import { productIdFromModel, type Product } from '@store/shared';

export const categoryPath = (category: string) => `/category/${encodeURIComponent(category)}`;
export const brandPath = (brand: string) => `/brands/${encodeURIComponent(brand)}`;
export const searchPath = (term: string) => `/search/${encodeURIComponent(term.trim())}`;
export const productPath = (model: string) => `/product/${encodeURIComponent(productIdFromModel(model))}`;

/** Home lists name the model ModelName; every other list calls it Model. */
export function modelOf(product: Pick<Product, 'Model' | 'ModelName'>): string {
  return product.Model || product.ModelName || '';
}
