import assert from 'node:assert/strict';
import { test } from 'node:test';
import { delaysSince, versionInPage } from './edge-follow.ts';
import { bucketFromSetCookie } from './shopper-bucket.ts';

test("a page's version of a remote is read from the registry it carries", () => {
  const html =
    '<script>window.__REG__={"shell":{"current":"2.0.0-aa"},"mfe-content":{"current":"1.0.0-bb","versions":[]}}</script>';
  assert.equal(versionInPage(html, 'mfe-content'), '1.0.0-bb');
  assert.equal(versionInPage(html, 'mfe-account'), undefined);
});

test("a first visit's bucket is read from the edge's Set-Cookie, and nothing else is taken for it", () => {
  assert.equal(bucketFromSetCookie(['store_field=x; Path=/', 'store_bucket=42; Path=/; Max-Age=1']), 42);
  assert.equal(bucketFromSetCookie(['other_store_bucket=42; Path=/']), undefined);
  assert.equal(bucketFromSetCookie([]), undefined);
});

test('an edge that never served the change has no delay, the others theirs', () => {
  assert.deepEqual(delaysSince({ A: 1500, B: Number.NaN }, 1000), { A: 500, B: Number.NaN });
});
