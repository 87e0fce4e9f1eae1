// Server-rendered catalogue pages kept in memory for a few seconds (README § The page cache). A key
// is the page's URL and the shopper's release set (the registry as this shopper sees it: shell and
// section versions, canary side), so a release, a rollback or a canary change is a new key. Fresh for
// freshMs; then, for staleMs more, one request renders the page again while the others get the stale
// copy. Bounded in bytes (lru-cache). A kept page is sent as it is, compressed once: its inline
// scripts lose the nonce they were rendered under (it would be every shopper's) and the answer's
// policy allows them by their hashes instead (docs/decisions/0012). A page rendered again as it was
// kept keeps its compressed copies; a page asked for again is compressed once more, at Brotli's best,
// off the event loop.
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
  /** Replaced by a smaller copy once the page is asked for again (bestBrotli). */
  br: Buffer;
  gzip: Buffer;
}

interface CachedPage {
  page: KeptPage;
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
// A JSON data block (JSON-LD) is never run: the policy need not allow it.
const DATA_BLOCK = /\btype=["']?[\w.+-]+\/[\w.+-]*json\b/i;

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/.test(attributes ?? '') || DATA_BLOCK.test(attributes ?? '')) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

const withoutNonce = (html: string, nonce: string) => html.split(` nonce="${nonce}"`).join('');

export function keptPage(html: string, nonce: string): KeptPage {
  return fromHtml(withoutNonce(html, nonce));
}

function fromHtml(withoutNonce: string): KeptPage {
  return {
    html: withoutNonce,
    scriptHashes: inlineScriptHashes(withoutNonce),
    br: brotliCompressSync(withoutNonce, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: gzipSync(withoutNonce),
  };
}

/** Brotli's best (quality 11) takes some 25 times quality 6's time: only for pages asked for again, in a thread of the pool. */
export function bestBrotli(html: string): Promise<Buffer> {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
  };
  return new Promise((resolve, reject) => brotliCompress(html, { params }, (error, br) => (error ? reject(error) : resolve(br))));
}

export function createPageCache(settings: PageCacheSettings, now: () => number = Date.now, recompress = bestBrotli) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: settings.maxBytes,
    // Counted as first stored: a copy made smaller later leaves the bound on the safe side.
    sizeCalculation: ({ page }) => Math.max(1, Buffer.byteLength(page.html) + page.br.length + page.gzip.length),
  });
  /** Pages compressed at Brotli's best already, or being. */
  const recompressed = new WeakSet<KeptPage>();
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
        const page = withoutNonce(html, nonce);
        const kept = pages.peek(key)?.page;
        // Rendered as it was kept (most refreshes): its hashes and compressed copies stand.
        pages.set(key, { page: kept?.html === page ? kept : fromHtml(page), storedAt: now() });
      },
      abandon: () => {
        if (!over) end();
      },
    };
  }

  function compressBest(page: KeptPage): void {
    if (recompressed.has(page)) return;
    recompressed.add(page);
    recompress(page.html).then(
      (br) => {
        if (br.length < page.br.length) page.br = br;
      },
      () => undefined,
    );
  }

  return {
    lookup(key: string): PageLookup {
      const cached = pages.get(key);
      const age = cached ? now() - cached.storedAt : Infinity;
      if (cached && age < settings.freshMs + settings.staleMs && (age < settings.freshMs || rendering.has(key))) {
        compressBest(cached.page);
        const state = age < settings.freshMs ? 'fresh' : 'stale';
        counts[state] += 1;
        return { state, page: cached.page, ageMs: age };
      }
      if (cached && age >= settings.freshMs + settings.staleMs) pages.delete(key);
      return render(key);
    },
    /** For /metrics: answers by state, and what the cache holds. */
    figures: () => ({ ...counts, pages: pages.size, bytes: pages.calculatedSize }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
