import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bestBrotli, createPageCache, keptPage, pageCacheKey, type PageLookup } from './page-cache';

const SETTINGS = { maxBytes: 1000, freshMs: 5_000, staleMs: 30_000 };
const KEY = pageCacheKey('/product/X1', '{"shell":{"current":"1.0.0-s"}}', 'en');

function keptHtml(lookup: PageLookup): string {
  if (lookup.state !== 'fresh') throw new Error(`the page is ${lookup.state}, not fresh`);
  return lookup.page.html;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function toRender(lookup: PageLookup) {
  assert.equal(lookup.state, 'render');
  if (lookup.state !== 'render') throw new Error('not a render');
  return lookup;
}

test('a kept page is fresh for a few seconds', () => {
  let now = 0;
  const cache = createPageCache(SETTINGS, () => now);
  toRender(cache.lookup(KEY)).store('<p>page</p>', 'n1');
  now = 4_999;
  assert.equal(keptHtml(cache.lookup(KEY)), '<p>page</p>');
  now = 5_000;
  assert.equal(cache.lookup(KEY).state, 'render');
});

test('a kept page carries no nonce: its inline scripts are named by their hashes; it is compressed once', () => {
  const html = '<script nonce="n1">a()</script><script nonce="n1" src="/x.js"></script><script nonce="n1">b()</script>';
  const page = keptPage(html, 'n1');
  assert.equal(page.html, '<script>a()</script><script src="/x.js"></script><script>b()</script>');
  assert.deepEqual(page.scriptHashes, [sha256('a()'), sha256('b()')]);
  assert.equal(brotliDecompressSync(page.br).toString(), page.html);
  assert.equal(gunzipSync(page.gzip).toString(), page.html);
});

test("a JSON data block is never run: the policy names only the page's scripts", () => {
  const page = keptPage('<script>a()</script><script type="application/ld+json" nonce="n1">{"@type":"Product"}</script>', 'n1');
  assert.deepEqual(page.scriptHashes, [sha256('a()')]);
});

test('a page rendered again as it was kept keeps its hashes and compressed copies', () => {
  let now = 0;
  const cache = createPageCache(SETTINGS, () => now);
  toRender(cache.lookup(KEY)).store('<script nonce="n1">a()</script>', 'n1');
  const first = cache.lookup(KEY);
  now = 6_000;
  toRender(cache.lookup(KEY)).store('<script nonce="n2">a()</script>', 'n2');
  const again = cache.lookup(KEY);
  assert.equal(again.state, 'fresh');
  if (first.state !== 'fresh' || again.state !== 'fresh') throw new Error('not kept');
  assert.equal(again.page, first.page);
  assert.equal(again.ageMs, 0, 'fresh from the new render');
});

test("a page asked for again is compressed once more, at Brotli's best, when that is smaller", async () => {
  const asked: Array<Promise<Buffer>> = [];
  const recompress = (html: string) => {
    const made = Promise.resolve(Buffer.from(`best ${html}`.slice(0, 4)));
    asked.push(made);
    return made;
  };
  const cache = createPageCache(SETTINGS, () => 0, recompress);
  toRender(cache.lookup(KEY)).store('<p>page</p>'.repeat(20), 'n1');
  const kept = cache.lookup(KEY);
  if (kept.state !== 'fresh') throw new Error('not kept');
  const stored = kept.page.br;
  cache.lookup(KEY);
  assert.equal(asked.length, 1, 'once per kept page');
  await Promise.all(asked);
  assert.equal(kept.page.br.toString(), 'best');
  assert.notEqual(kept.page.br, stored);
});

test("Brotli's best copy is the page, and no bigger", async () => {
  const html = Array.from({ length: 300 }, (_, i) => `<li class="item">Product ${i * 7919}</li>`).join('');
  const best = await bestBrotli(html);
  assert.equal(brotliDecompressSync(best).toString(), html);
  assert.ok(best.length <= keptPage(html, 'n').br.length);
});

test('once stale, one request renders it again while the others get the stale copy', () => {
  let now = 0;
  const cache = createPageCache(SETTINGS, () => now);
  toRender(cache.lookup(KEY)).store('old', 'n1');
  now = 6_000;
  const refresh = toRender(cache.lookup(KEY));
  assert.equal(cache.lookup(KEY).state, 'stale');
  assert.equal(cache.lookup(KEY).state, 'stale');
  refresh.store('new', 'n3');
  assert.equal(keptHtml(cache.lookup(KEY)), 'new');
  assert.deepEqual({ ...cache.figures(), bytes: 0 }, { fresh: 1, stale: 2, render: 2, pages: 1, bytes: 0 });
});

test('a refresh that is abandoned lets the next request render; a page too old is not served', () => {
  let now = 0;
  const cache = createPageCache(SETTINGS, () => now);
  toRender(cache.lookup(KEY)).store('old', 'n1');
  now = 6_000;
  toRender(cache.lookup(KEY)).abandon();
  toRender(cache.lookup(KEY));
  now = 40_000;
  toRender(cache.lookup(KEY));
});

test('another release set is another key; the bytes kept stay within the bound', () => {
  const cache = createPageCache(SETTINGS, () => 0);
  const canary = pageCacheKey('/product/X1', '{"shell":{"current":"1.0.0-t"}}', 'en');
  assert.notEqual(canary, KEY);
  toRender(cache.lookup(KEY)).store('x'.repeat(600), 'n');
  toRender(cache.lookup(canary)).store('y'.repeat(600), 'n');
  assert.ok(cache.figures().bytes <= SETTINGS.maxBytes);
  assert.equal(cache.lookup(canary).state, 'fresh');
  assert.equal(cache.lookup(KEY).state, 'render');
});
