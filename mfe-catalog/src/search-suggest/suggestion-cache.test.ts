import { makeProduct } from '../test-support/products';
import { SuggestionCache } from './suggestion-cache';

test('keeps at most 50 queries and drops the oldest first', () => {
  const cache = new SuggestionCache();
  for (let i = 1; i <= 50; i += 1) cache.set(`q${i}`, [makeProduct({ id: i })]);
  expect(cache.size).toBe(50);
  expect(cache.has('q1')).toBe(true);

  cache.set('q51', []);
  expect(cache.size).toBe(50);
  expect(cache.has('q1')).toBe(false);
  expect(cache.has('q2')).toBe(true);
  expect(cache.get('q51')).toEqual([]);
});

test('storing a query again refreshes it instead of adding a second entry', () => {
  const cache = new SuggestionCache(2);
  cache.set('a', []);
  cache.set('b', []);
  cache.set('a', [makeProduct()]);
  cache.set('c', []);
  expect(cache.has('b')).toBe(false);
  expect(cache.get('a')).toHaveLength(1);
});
