import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchFormTarget } from './search-form';

test('a term goes to its results, trimmed; anything else goes home', () => {
  assert.equal(searchFormTarget({ q: ' LG fridge ' }), '/search/LG%20fridge');
  assert.equal(searchFormTarget({ q: 'a/b?c' }), '/search/a%2Fb%3Fc');
  assert.equal(searchFormTarget({ q: ['first', 'second'] }), '/search/first');
  assert.equal(searchFormTarget({ q: '   ' }), '/');
  assert.equal(searchFormTarget({}), '/');
  assert.equal(searchFormTarget(undefined), '/');
  assert.equal(searchFormTarget({ q: { nested: 'x' } }), '/');
  assert.equal(searchFormTarget({ q: '\uD800' }), '/', 'a lone surrogate cannot be written into a URL');
});
