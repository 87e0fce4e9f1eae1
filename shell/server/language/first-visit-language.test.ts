import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstVisitLanguage } from './first-visit-language';

test('a first visit follows Bengali or Hindi only when preferred over English', () => {
  assert.equal(firstVisitLanguage(undefined, 'bn-IN,bn;q=0.9,en;q=0.8'), 'bn');
  assert.equal(firstVisitLanguage(undefined, 'hi'), 'hi');
  assert.equal(firstVisitLanguage(undefined, 'en-IN,en;q=0.9,bn;q=0.8'), undefined);
  assert.equal(firstVisitLanguage(undefined, 'en;q=0.5,bn;q=0.7'), 'bn');
  assert.equal(firstVisitLanguage(undefined, 'fr,bn;q=0.5'), 'bn');
  assert.equal(firstVisitLanguage(undefined, 'bn;q=0,en'), undefined);
  assert.equal(firstVisitLanguage(undefined, undefined), undefined);
});

test('a choice once made wins over the browser, English included', () => {
  assert.equal(firstVisitLanguage('store_lang=en', 'bn'), undefined);
  assert.equal(firstVisitLanguage('a=1; store_lang=hi', 'bn'), 'hi');
  // A cookie the store did not write is no choice.
  assert.equal(firstVisitLanguage('store_lang=fr', 'bn'), undefined);
});
