// Which pages the edge keeps (page-cache.ts), how a kept one is sent, and what the headers tell a cache
// in front (nginx, Varnish). Only catalogue pages, which hold nothing of the shopper (personal pages
// are never rendered on the server: shell/src/ssr/personal-modules.ts), rendered whole on the server.
// An answer that sets a cookie is never kept: what it carries is this browser's.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, Transform, type Readable } from 'node:stream';
import type { KeptPage, PageCacheSettings, PageLookup } from './page-cache';

const CATALOGUE_PAGES = new Set(['HomePage', 'CategoryPage', 'BrandPage', 'SearchPage', 'ProductPage']);

export function isCatalogueRequest(request: FastifyRequest, route: { module: string } | undefined): boolean {
  return request.method === 'GET' && route !== undefined && CATALOGUE_PAGES.has(route.module);
}

/** A page that is the shopper's own (cart, checkout, account, lists): no cache, shared or the browser's, keeps it. */
export const PERSONAL_PAGE = 'private, no-store';
/** A page a cache in front must not share: it set this browser's cookies, or carries this answer's nonce. */
const THIS_BROWSER_ONLY = 'private, no-cache';

/**
 * What a cache in front (nginx, Varnish) may do with a catalogue page. Only a kept copy is shared: it
 * carries no nonce (its scripts are allowed by hash), and it is kept for what is left of the edge's
 * own fresh time, so a release reaches a cache in front no later than the edge's fresh time after it
 * (the edge's key changes at once; a key in front cannot see the registry). `Vary: Cookie` keeps a cache
 * that knows nothing of the store to one copy per browser; the store's nginx settings key on the
 * canary bucket instead (scripts/lib/nginx.ts). A render's answer carries its own nonce and an answer
 * that sets a cookie is this browser's: neither is for a shared cache.
 */
export function catalogueCacheHeaders(reply: FastifyReply, settings: PageCacheSettings, keptFor?: { ageMs: number }): void {
  if (reply.getHeader('set-cookie') || !keptFor) return void reply.header('Cache-Control', THIS_BROWSER_ONLY);
  const freshLeft = Math.max(0, Math.floor((settings.freshMs - keptFor.ageMs) / 1000));
  const staleLeft = Math.max(0, Math.floor((settings.freshMs + settings.staleMs - keptFor.ageMs) / 1000) - freshLeft);
  void reply
    .header('Cache-Control', `public, max-age=0, s-maxage=${freshLeft}, stale-while-revalidate=${staleLeft}`)
    .header('Vary', 'Cookie, Accept-Encoding');
}

/** br, gzip or neither, as the client accepts (a q of 0 refuses). */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

// Browsers send a few spellings of Accept-Encoding: each is read once.
const encodings = new Map<string, 'br' | 'gzip' | null>();
function encodingOf(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const key = acceptEncoding ?? '';
  let encoding = encodings.get(key);
  if (encoding === undefined) {
    if (encodings.size >= 64) encodings.clear();
    encodings.set(key, (encoding = encodingFor(acceptEncoding)));
  }
  return encoding;
}

/**
 * How kept pages are answered, as they were compressed once, their inline scripts allowed by their
 * hashes: `policyFor` makes a page's Content-Security-Policy (security-headers.ts), once per kept page;
 * the security headers' hook leaves a policy that is set.
 */
export function keptPageAnswers(settings: PageCacheSettings, policyFor: (scriptHashes: string[]) => string) {
  const policies = new WeakMap<KeptPage, string>();
  return function sendKept(
    request: FastifyRequest,
    reply: FastifyReply,
    lookup: { state: 'fresh' | 'stale'; page: KeptPage; ageMs: number },
  ): FastifyReply {
    const { page } = lookup;
    let policy = policies.get(page);
    if (policy === undefined) policies.set(page, (policy = policyFor(page.scriptHashes)));
    catalogueCacheHeaders(reply, settings, lookup);
    const encoding = encodingOf(request.headers['accept-encoding']);
    if (encoding) void reply.header('Content-Encoding', encoding);
    return reply
      .header('Content-Security-Policy', policy)
      .header('X-Page-Cache', lookup.state)
      .type('text/html; charset=utf-8')
      .send(encoding ? page[encoding] : page.html);
  };
}

/**
 * The page's body as it is sent, kept once it has gone out whole, rendered complete, answered 200 and
 * setting no cookie. Chunks are taken as the shopper's connection reads them, never ahead of it; a
 * shopper who goes away ends the render's body too.
 */
export function keptWhenWhole(
  body: Readable,
  lookup: Extract<PageLookup, { state: 'render' }>,
  page: { status: number; complete: () => boolean; nonce: string; reply: FastifyReply },
): Readable {
  const chunks: Buffer[] = [];
  const recorder = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done(null, chunk);
    },
  });
  recorder.once('end', () => {
    if (page.status === 200 && page.complete() && !page.reply.getHeader('set-cookie'))
      lookup.store(Buffer.concat(chunks).toString('utf8'), page.nonce);
    else lookup.abandon();
  });
  recorder.once('close', lookup.abandon);
  return pipeline(body, recorder, () => undefined);
}
