// Constants of docs/screens.md §2 and §9 that only the catalog uses.

export const MOBILE_BREAKPOINT = 768;
export const SMALL_BREAKPOINT = 480;
export const RELATED_PRODUCTS_MAX = 8;
export const CATEGORY_PAGE_SIZE = 20;
export const BRAND_SEARCH_PAGE_SIZE = 10;

export const SEARCH = {
  threshold: 0.7,
  limit: 5,
  maxSuggestions: 3,
  debounceMs: 300,
  timeoutMs: 10_000,
  cacheSize: 50,
} as const;
