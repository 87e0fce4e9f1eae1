import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { LIMIT_HTML, limitPageServer, pagePolicyHeaders, WITH_STORE_HEADERS_PATH } from './limit-page.ts';

const STORE_PAGE_HEADERS = new Headers({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'self'; script-src 'self' 'nonce-abc'",
  'cross-origin-opener-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'set-cookie': 'store_bucket=44; Path=/',
  'cache-control': 'no-cache',
});

test("a store page's policies are taken, its cookie and content headers are not", () => {
  assert.deepEqual(pagePolicyHeaders(STORE_PAGE_HEADERS), {
    'content-security-policy': "default-src 'self'; script-src 'self' 'nonce-abc'",
    'cross-origin-opener-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  });
});

let origin = '';
const server = limitPageServer(Buffer.from('png bytes'), pagePolicyHeaders(STORE_PAGE_HEADERS));
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function page(pathname: string): Promise<{ headers: Headers; html: string }> {
  const response = await fetch(`${origin}${pathname}`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-encoding'), 'gzip');
  return { headers: response.headers, html: await response.text() };
}

test('the same limit page twice: plain at /, and with the store policies at its second address', async () => {
  const plain = await page('/');
  const withStoreHeaders = await page(WITH_STORE_HEADERS_PATH);
  assert.equal(plain.html, LIMIT_HTML);
  assert.equal(withStoreHeaders.html, LIMIT_HTML);
  assert.equal(plain.headers.get('cross-origin-opener-policy'), null);
  assert.equal(plain.headers.get('content-security-policy'), null);
  assert.equal(withStoreHeaders.headers.get('cross-origin-opener-policy'), 'same-origin');
  assert.equal(withStoreHeaders.headers.get('x-frame-options'), 'DENY');
  assert.equal(withStoreHeaders.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(withStoreHeaders.headers.get('set-cookie'), null);
});

test('the hero and nothing else', async () => {
  const hero = await fetch(`${origin}/hero.png`);
  assert.equal(hero.headers.get('content-type'), 'image/png');
  assert.equal(Buffer.from(await hero.arrayBuffer()).toString(), 'png bytes');
  assert.equal((await fetch(`${origin}/favicon.ico`)).status, 404);
});
