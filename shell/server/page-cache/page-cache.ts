// Server-rendered catalogue pages kept in memory for a few seconds (README § Configuration,
// PAGE_CACHE_*). A key is the page's URL and the shopper's release set (the registry as this shopper
// sees it: shell and section versions, canary side), so a release, a rollback or a canary change is a
// new key. Fresh for freshMs; then, for staleMs more, one request renders the page again while the
// others get the stale copy. Bounded in bytes (lru-cache). The page is kept with the nonce it was
// rendered under, and each answer gets its own written in (docs/decisions/0012: a nonce per response).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface PageCacheSettings {
  maxBytes: number;
  freshMs: number;
  staleMs: number;
}

export const DEFAULT_PAGE_CACHE: PageCacheSettings = { maxBytes: 32 * 1024 * 1024, freshMs: 5_000, staleMs: 30_000 };

interface CachedPage {
  html: string;
  nonce: string;
  storedAt: number;
}

export type PageLookup =
  | { state: 'fresh' | 'stale'; html: (nonce: string) => string }
  /** Render the page; `store` keeps what was sent, `abandon` when it must not be kept. */
  | { state: 'render'; store: (html: string, nonce: string) => void; abandon: () => void };

export function pageCacheKey(url: string, releaseSet: string): string {
  return `${url}\n${createHash('sha256').update(releaseSet).digest('base64url')}`;
}

export function createPageCache(settings: PageCacheSettings, now: () => number = Date.now) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: settings.maxBytes,
    sizeCalculation: (page) => Math.max(1, Buffer.byteLength(page.html)),
  });
  /** Keys a request is rendering now: the others get the stale copy meanwhile. */
  const rendering = new Set<string>();
  const counts = { fresh: 0, stale: 0, render: 0 };

  const served = (page: CachedPage) => (nonce: string) => page.html.split(page.nonce).join(nonce);

  function render(key: string): PageLookup {
    counts.render += 1;
    rendering.add(key);
    let over = false;
    const end = () => {
      over = true;
      rendering.delete(key);
    };
    return {
      state: 'render',
      store: (html, nonce) => {
        if (over) return;
        end();
        if (html.length <= settings.maxBytes) pages.set(key, { html, nonce, storedAt: now() });
      },
      abandon: () => {
        if (!over) end();
      },
    };
  }

  return {
    lookup(key: string): PageLookup {
      const page = pages.get(key);
      const age = page ? now() - page.storedAt : Infinity;
      if (page && age < settings.freshMs) {
        counts.fresh += 1;
        return { state: 'fresh', html: served(page) };
      }
      if (page && age < settings.freshMs + settings.staleMs && rendering.has(key)) {
        counts.stale += 1;
        return { state: 'stale', html: served(page) };
      }
      if (page && age >= settings.freshMs + settings.staleMs) pages.delete(key);
      return render(key);
    },
    /** For /metrics: answers by state, and what the cache holds. */
    figures: () => ({ ...counts, pages: pages.size, bytes: pages.calculatedSize }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
