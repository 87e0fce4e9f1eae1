import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPageCache, pageCacheKey, type PageLookup } from './page-cache';

const SETTINGS = { maxBytes: 1000, freshMs: 5_000, staleMs: 30_000 };
const KEY = pageCacheKey('/product/X1', '{"shell":{"current":"1.0.0-s"}}');

/** The kept page's HTML as an answer with `nonce` gets it. */
function keptHtml(lookup: PageLookup, nonce: string): string {
  if (lookup.state !== 'fresh') throw new Error(`the page is ${lookup.state}, not fresh`);
  return lookup.html(nonce);
}

function toRender(lookup: PageLookup) {
  assert.equal(lookup.state, 'render');
  if (lookup.state !== 'render') throw new Error('not a render');
  return lookup;
}

test('a kept page is fresh for a few seconds, each answer with its own nonce written in', () => {
  let now = 0;
  const cache = createPageCache(SETTINGS, () => now);
  toRender(cache.lookup(KEY)).store('<script nonce="n1">a</script><script nonce="n1">b</script>', 'n1');
  now = 4_999;
  assert.equal(keptHtml(cache.lookup(KEY), 'n2'), '<script nonce="n2">a</script><script nonce="n2">b</script>');
});

test('once stale, one request renders it again while the others get the stale copy', () => {
  let now = 0;
  const cache = createPageCache(SETTINGS, () => now);
  toRender(cache.lookup(KEY)).store('old n1', 'n1');
  now = 6_000;
  const refresh = toRender(cache.lookup(KEY));
  assert.equal(cache.lookup(KEY).state, 'stale');
  assert.equal(cache.lookup(KEY).state, 'stale');
  refresh.store('new n3', 'n3');
  assert.equal(keptHtml(cache.lookup(KEY), 'n4'), 'new n4');
  assert.deepEqual(cache.figures(), { fresh: 1, stale: 2, render: 2, pages: 1, bytes: 6 });
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
  const canary = pageCacheKey('/product/X1', '{"shell":{"current":"1.0.0-t"}}');
  assert.notEqual(canary, KEY);
  toRender(cache.lookup(KEY)).store('x'.repeat(600), 'n');
  toRender(cache.lookup(canary)).store('y'.repeat(600), 'n');
  assert.ok(cache.figures().bytes <= SETTINGS.maxBytes);
  assert.equal(cache.lookup(canary).state, 'fresh');
  assert.equal(cache.lookup(KEY).state, 'render');
});
