import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createBannerHints } from './banner-hints';

// A stand-in api answering the two slider calls as the real one does (shapes of api/CALLS.md).
let answers: Record<string, unknown>;
let calls: string[] = [];
let delayMs = 0;
let server: http.Server;
let apiUrl: string;

before(async () => {
  server = http.createServer((request, response) => {
    calls.push(request.url ?? '');
    const answer = answers[request.url ?? ''];
    setTimeout(() => {
      if (answer === undefined) return void response.writeHead(500).end('down');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

function reset(next: Record<string, unknown>, delay = 0) {
  answers = next;
  calls = [];
  delayMs = delay;
}

const SLIDES = {
  '/api/slider-fetch': [
    { largeImageURL: 'banners/desk-1.webp', field: 'Categories', value: 'TV' },
    { largeImageURL: 'banners/desk-2.webp' },
  ],
  '/api/slider-fetch-mobile': {
    statusCode: 200,
    body: JSON.stringify([{ largeImageURL: 'banners/mob-1.webp', field: 'Brands', value: 'LG' }]),
  },
};

test('the home page preloads the first desktop and the first mobile banner, each for its screens', async () => {
  reset(SLIDES);
  const hints = await createBannerHints({ apiUrl })('/');
  assert.equal(
    hints,
    '<link rel="preload" as="image" href="/api/images/banners/desk-1.webp" media="(min-width: 769px)" fetchpriority="high">' +
      '<link rel="preload" as="image" href="/api/images/banners/mob-1.webp" media="(max-width: 768px)" fetchpriority="high">',
  );
});

test('other pages get no banner hints and cost the api nothing', async () => {
  reset(SLIDES);
  assert.equal(await createBannerHints({ apiUrl })('/cart'), '');
  assert.deepEqual(calls, []);
});

test('one answer serves later pages until it is old, then it is refreshed behind the page', async () => {
  reset(SLIDES);
  const hints = createBannerHints({ apiUrl, ttlMs: 50 });
  await hints('/');
  await hints('/');
  assert.equal(calls.length, 2, 'both calls once, for the first page only');
  await new Promise((resolve) => setTimeout(resolve, 60));
  answers = { ...SLIDES, '/api/slider-fetch': [{ largeImageURL: 'banners/desk-9.webp' }] };
  assert.match(await hints('/'), /desk-1\.webp/, 'the old answer serves while the new one is asked for');
  await new Promise((resolve) => setTimeout(resolve, 30));
  assert.match(await hints('/'), /desk-9\.webp/);
});

test('a slow or failing api leaves the page without hints instead of holding it back', async () => {
  reset(SLIDES, 500);
  const started = Date.now();
  assert.equal(await createBannerHints({ apiUrl, timeoutMs: 50 })('/'), '');
  assert.ok(Date.now() - started < 400, 'the page did not wait for the slow api');
  reset({});
  assert.equal(await createBannerHints({ apiUrl })('/'), '');
});

test('an image path that could break out of the attribute is never written', async () => {
  reset({ '/api/slider-fetch': [{ largeImageURL: 'x" onload="alert(1)' }], '/api/slider-fetch-mobile': { body: 'not json' } });
  assert.equal(await createBannerHints({ apiUrl })('/'), '');
});
