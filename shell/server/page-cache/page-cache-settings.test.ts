import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_PAGE_CACHE } from './page-cache';
import { pageCacheFrom } from './page-cache-settings';

test('unset settings keep the defaults; PAGE_CACHE_BYTES=0 turns the cache off', () => {
  assert.deepEqual(pageCacheFrom({}), DEFAULT_PAGE_CACHE);
  assert.equal(pageCacheFrom({ PAGE_CACHE_BYTES: '0' }), false);
  assert.deepEqual(pageCacheFrom({ PAGE_CACHE_FRESH_MS: '2000', PAGE_CACHE_STALE_MS: '0' }), {
    ...DEFAULT_PAGE_CACHE,
    freshMs: 2000,
    staleMs: 0,
  });
});

test('a setting that is not a whole number stops the edge with its name', () => {
  for (const value of ['-1', '1.5', 'lots'])
    assert.throws(() => pageCacheFrom({ PAGE_CACHE_FRESH_MS: value }), /PAGE_CACHE_FRESH_MS must be a whole number from 0/);
});
