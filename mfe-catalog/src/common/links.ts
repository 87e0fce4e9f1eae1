// Paths of the catalog's routes (docs/screens.md §2). Route values are encoded so '&' and '/' survive.
import { productIdFromModel, type Product } from '@store/shared';

export const categoryPath = (category: string) => `/category/${encodeURIComponent(category)}`;
export const brandPath = (brand: string) => `/brands/${encodeURIComponent(brand)}`;
/** The header search's plain form, which the edge sends on to searchPath (shell/server/search-form.ts). */
export const SEARCH_FORM_ACTION = '/search';
export const SEARCH_FORM_FIELD = 'q';
export const searchPath = (term: string) => `/search/${encodeURIComponent(term.trim())}`;
export const productPath = (model: string) => `/product/${encodeURIComponent(productIdFromModel(model))}`;

/** Home lists name the model ModelName; every other list calls it Model. */
export function modelOf(product: Pick<Product, 'Model' | 'ModelName'>): string {
  return product.Model || product.ModelName || '';
}
