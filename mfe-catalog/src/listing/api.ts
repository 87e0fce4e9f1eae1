// The listing calls (docs/screens.md §7): a category, a brand (field Name) and a search. Failures are
// logged and give an empty list (docs/screens.md §8), which the page shows as 'No products found'.
import { callApi, type Product } from '@store/shared';
import { SEARCH } from '../common/catalog-constants';
import { asList, logFailure } from '../common/logged';

/** A search page lists more than the header's 5 suggestions (the api allows up to 50 a request). */
export const SEARCH_PAGE_LIMIT = 50;

/** A category's or brand's products; throws when the call fails (for the server's first view). */
export async function requestListing(field: 'Categories' | 'Name', value: string, signal?: AbortSignal): Promise<Product[]> {
  return asList<Product>(await callApi('excel-data', { query: { field, value }, signal }), `excel-data ${field}`);
}

async function excelData(field: 'Categories' | 'Name', value: string, signal?: AbortSignal): Promise<Product[]> {
  try {
    return await requestListing(field, value, signal);
  } catch (error) {
    logFailure(`excel-data ${field}`, error);
    return [];
  }
}

export const fetchCategoryProducts = (category: string, signal?: AbortSignal) => excelData('Categories', category, signal);
export const fetchBrandProducts = (brand: string, signal?: AbortSignal) => excelData('Name', brand, signal);

/** A search's products; throws when the call fails (for the server's first view). */
export async function requestSearchProducts(text: string, signal?: AbortSignal): Promise<Product[]> {
  const answer = await callApi<{ results?: unknown } | unknown[]>('searchFunction', {
    method: 'GET',
    query: { field: 'all', value: text, threshold: SEARCH.threshold, limit: SEARCH_PAGE_LIMIT },
    timeoutMs: SEARCH.timeoutMs,
    signal,
  });
  return asList<Product>(Array.isArray(answer) ? answer : (answer as { results?: unknown } | null)?.results, 'searchFunction');
}

export async function fetchSearchProducts(text: string, signal?: AbortSignal): Promise<Product[]> {
  try {
    return await requestSearchProducts(text, signal);
  } catch (error) {
    logFailure('searchFunction', error);
    return [];
  }
}
