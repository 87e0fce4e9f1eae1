// In-memory cache of search answers per query text (docs/screens.md §4, §9): at most 50 entries, the
// oldest dropped first. One cache per page, shared by every search box.
import { type Product } from '@store/shared';
import { SEARCH } from '../common/catalog-constants';

export class SuggestionCache {
  private readonly entries = new Map<string, Product[]>();

  constructor(private readonly capacity: number = SEARCH.cacheSize) {}

  get(query: string): Product[] | undefined {
    return this.entries.get(query);
  }

  set(query: string, results: Product[]): void {
    this.entries.delete(query);
    this.entries.set(query, results);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  has(query: string): boolean {
    return this.entries.has(query);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

export const suggestionCache = new SuggestionCache();
