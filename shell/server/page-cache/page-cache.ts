// Server-rendered catalogue pages kept in memory for a few seconds (README § The page cache). A key
// is the page's URL and the shopper's release set (the registry as this shopper sees it: shell and
// section versions, canary side), so a release, a rollback or a canary change is a new key. Fresh for
// freshMs; then, for staleMs more, one request renders the page again while the others get the stale
// copy. Bounded in bytes (lru-cache). A kept page is sent as it is, compressed once: its inline
// scripts lose the nonce they were rendered under (it would be every shopper's) and the answer's
// policy allows them by their hashes instead (docs/decisions/0012).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export interface PageCacheSettings {
  maxBytes: number;
  freshMs: number;
  staleMs: number;
}

export const DEFAULT_PAGE_CACHE: PageCacheSettings = { maxBytes: 32 * 1024 * 1024, freshMs: 5_000, staleMs: 30_000 };

export interface KeptPage {
  /** The HTML without any nonce. */
  html: string;
  /** CSP sources for its inline scripts: 'sha256-…'. */
  scriptHashes: string[];
  br: Buffer;
  gzip: Buffer;
}

interface CachedPage extends KeptPage {
  storedAt: number;
}

export type PageLookup =
  | { state: 'fresh' | 'stale'; page: KeptPage; ageMs: number }
  /** Render the page; `store` keeps what was sent (with the nonce it was rendered under), `abandon` when it must not be kept. */
  | { state: 'render'; store: (html: string, nonce: string) => void; abandon: () => void };

/** The page's language is its URL's prefix already; it is named too, so no other spelling of a URL can share a page. */
export function pageCacheKey(url: string, releaseSet: string, language: string): string {
  return `${language}\n${url}\n${releaseSetId(releaseSet)}`;
}

// Every page of one release set names the same set: its hash is taken once (a few sets at a time).
const releaseSetIds = new Map<string, string>();
function releaseSetId(releaseSet: string): string {
  const known = releaseSetIds.get(releaseSet);
  if (known) return known;
  if (releaseSetIds.size >= 64) releaseSetIds.clear();
  const id = createHash('sha256').update(releaseSet).digest('base64url');
  releaseSetIds.set(releaseSet, id);
  return id;
}

// The store's own markup: React and the edge write `<script nonce="…">` and `<script src="…">`.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/.test(attributes ?? '')) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

export function keptPage(html: string, nonce: string): KeptPage {
  const withoutNonce = html.split(` nonce="${nonce}"`).join('');
  return {
    html: withoutNonce,
    scriptHashes: inlineScriptHashes(withoutNonce),
    br: brotliCompressSync(withoutNonce, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: gzipSync(withoutNonce),
  };
}

export function createPageCache(settings: PageCacheSettings, now: () => number = Date.now) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: settings.maxBytes,
    sizeCalculation: (page) => Math.max(1, Buffer.byteLength(page.html) + page.br.length + page.gzip.length),
  });
  /** Keys a request is rendering now: the others get the stale copy meanwhile. */
  const rendering = new Set<string>();
  const counts = { fresh: 0, stale: 0, render: 0 };

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
        if (html.length > settings.maxBytes) return;
        pages.set(key, { ...keptPage(html, nonce), storedAt: now() });
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
        return { state: 'fresh', page, ageMs: age };
      }
      if (page && age < settings.freshMs + settings.staleMs && rendering.has(key)) {
        counts.stale += 1;
        return { state: 'stale', page, ageMs: age };
      }
      if (page && age >= settings.freshMs + settings.staleMs) pages.delete(key);
      return render(key);
    },
    /** For /metrics: answers by state, and what the cache holds. */
    figures: () => ({ ...counts, pages: pages.size, bytes: pages.calculatedSize }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
