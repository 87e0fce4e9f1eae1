// The search call (searchFunction in api/CALLS.md; docs/screens.md §8): failures are logged and give an
// empty list; the shopper sees no message.
import { ApiError, callApi, type Product } from '@store/shared';
import { SEARCH } from '../common/catalog-constants';

export interface SearchOptions {
  limit?: number;
  signal?: AbortSignal;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

export async function searchProducts(text: string, { limit = SEARCH.limit, signal }: SearchOptions = {}): Promise<Product[]> {
  try {
    const answer = await callApi<{ results?: unknown } | unknown[]>('searchFunction', {
      method: 'GET',
      query: { field: 'all', value: text, threshold: SEARCH.threshold, limit },
      timeoutMs: SEARCH.timeoutMs,
      signal,
    });
    if (Array.isArray(answer)) return answer as Product[];
    const results = (answer as { results?: unknown } | null)?.results;
    return Array.isArray(results) ? (results as Product[]) : [];
  } catch (error) {
    if (error instanceof ApiError) console.error(`HTTP error! status: ${error.status}`);
    else if (isAbort(error)) console.error('Search request was aborted');
    else console.error('Search failed:', error);
    throw error;
  }
}
