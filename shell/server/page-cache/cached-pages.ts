// Which pages the edge keeps (page-cache.ts), how a kept one is sent, and what the headers tell a cache
// in front (nginx, Varnish). Only catalogue pages, which hold nothing of the shopper (personal pages
// are never rendered on the server: shell/src/ssr/personal-modules.ts), rendered whole on the server.
// An answer that sets a cookie is never kept: what it carries is this browser's.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, Transform, type Readable } from 'node:stream';
import { allowScriptsByHash } from '../csp-nonce';
import type { KeptPage, PageCacheSettings, PageLookup } from './page-cache';

const CATALOGUE_PAGES = new Set(['HomePage', 'CategoryPage', 'BrandPage', 'SearchPage', 'ProductPage']);

export function isCatalogueRequest(request: FastifyRequest, route: { module: string } | undefined): boolean {
  return request.method === 'GET' && route !== undefined && CATALOGUE_PAGES.has(route.module);
}

/**
 * A cache in front keeps the page for as long as the edge does, one copy per browser (Vary: Cookie):
 * each copy carries one nonce, and only the edge writes a fresh one into a shared copy. An answer that
 * sets a cookie is not to be kept at all.
 */
export function catalogueCacheHeaders(reply: FastifyReply, settings: PageCacheSettings): void {
  if (reply.getHeader('set-cookie')) return void reply.header('Cache-Control', 'no-cache');
  const fresh = Math.floor(settings.freshMs / 1000);
  const stale = Math.floor(settings.staleMs / 1000);
  void reply
    .header('Cache-Control', `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`)
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

/** A kept page, as it was compressed once, its inline scripts allowed by their hashes. */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  lookup: { state: 'fresh' | 'stale'; page: KeptPage },
  settings: PageCacheSettings,
): FastifyReply {
  allowScriptsByHash(reply, lookup.page.scriptHashes);
  catalogueCacheHeaders(reply, settings);
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (encoding) void reply.header('Content-Encoding', encoding);
  const body = encoding ? lookup.page[encoding] : lookup.page.html;
  return reply.header('X-Page-Cache', lookup.state).type('text/html; charset=utf-8').send(body);
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
