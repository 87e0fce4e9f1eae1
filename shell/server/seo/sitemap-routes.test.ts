import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fixedRegistry } from '../edge-registry';
import { createEdgeServer } from '../edge-server';
import { releaseTestShell, TEST_SHELL } from '../test-support/released-shell';

/** The release registry the edge is given (the api's release plane in production). */
const registry = fixedRegistry();

const ORIGIN = 'https://shop.example.in';
const FILES = 2;
let deployDir: string;
let fakeApi: http.Server;
let apiUrl: string;
const asked: string[] = [];

/** The api's sitemap calls as api/CALLS.md describes them, for a catalogue of two product files. */
function answer(url: string): [number, unknown] {
  const { pathname, searchParams } = new URL(url, 'http://api');
  if (pathname === '/api/sitemap-summary') {
    return [
      200,
      {
        productsPerFile: 50000,
        products: { count: 50001, files: FILES, lastmod: '2024-03-01T10:00:00Z' },
        categories: { count: 1, lastmod: '2024-02-01T00:00:00Z' },
        brands: { count: 1, lastmod: '2024-01-01T00:00:00Z' },
      },
    ];
  }
  if (pathname === '/api/sitemap-products') {
    const page = Number(searchParams.get('page'));
    if (page > FILES) return [404, { statusCode: 404, body: `No product sitemap ${page}: there are ${FILES}` }];
    return [200, { page, pages: FILES, products: [{ id: page === 1 ? 'SMO680R' : 'A&B<1>', lastmod: '2024-01-02T03:04:05Z' }] }];
  }
  if (pathname === '/api/sitemap-categories') {
    return [200, { categories: [{ name: 'mobile & tab', lastmod: '2024-02-01T00:00:00Z' }] }];
  }
  if (pathname === '/api/sitemap-brands') return [200, { brands: [{ name: "Dr. Morepen's", lastmod: '2024-01-01T00:00:00Z' }] }];
  return [404, { statusCode: 404, body: 'unknown' }];
}

before(async () => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-seo-'));
  releaseTestShell(deployDir);
  registry.set({ shell: TEST_SHELL });
  fakeApi = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    const [status, body] = answer(request.url ?? '/');
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(fakeApi.address() as AddressInfo).port}`;
});

after(() => {
  fakeApi.close();
  fs.rmSync(deployDir, { recursive: true, force: true });
});

const edge = (api = apiUrl) =>
  createEdgeServer({
    registry,
    deployDir,
    apiUrl: api,
    publicOrigin: ORIGIN,
  });

test('robots.txt lets crawlers read the store, keeps them out of personal pages and names the sitemap', async () => {
  const app = await edge();
  const robots = await app.inject('/robots.txt');
  assert.equal(robots.statusCode, 200);
  assert.equal(robots.headers['content-type'], 'text/plain; charset=utf-8');
  assert.equal(robots.headers['cache-control'], 'public, max-age=300');
  assert.equal(robots.headers['x-content-type-options'], 'nosniff');
  const lines = robots.body.split('\n');
  assert.ok(lines.includes('User-agent: *') && lines.includes('Allow: /'));
  for (const route of ['/cart', '/checkout', '/my-account', '/wishlist', '/compare', '/success', '/failure', '/register-login']) {
    assert.ok(lines.includes(`Disallow: ${route}`), route);
  }
  assert.ok(!lines.includes('Disallow: /product'));
  assert.ok(lines.includes(`Sitemap: ${ORIGIN}/sitemap.xml`));
  await app.close();
});

test('the sitemap index names each product file, the category and brand files, with their lastmod, in each language', async () => {
  const app = await edge();
  const index = await app.inject('/sitemap.xml');
  assert.equal(index.statusCode, 200);
  assert.equal(index.headers['content-type'], 'application/xml; charset=utf-8');
  assert.equal(index.headers['cache-control'], 'public, max-age=300');
  const locs = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)].map((m) => [
    m[1],
    m[2],
  ]);
  assert.deepEqual(
    locs,
    ['/sitemaps/', '/sitemaps/bn/', '/sitemaps/hi/'].flatMap((dir) => [
      [`${ORIGIN}${dir}products-1.xml`, '2024-03-01T10:00:00Z'],
      [`${ORIGIN}${dir}products-2.xml`, '2024-03-01T10:00:00Z'],
      [`${ORIGIN}${dir}categories.xml`, '2024-02-01T00:00:00Z'],
      [`${ORIGIN}${dir}brands.xml`, '2024-01-01T00:00:00Z'],
    ]),
  );
  await app.close();
});

test('a product file lists product pages, their ids encoded and escaped', async () => {
  const app = await edge();
  const first = await app.inject('/sitemaps/products-1.xml');
  assert.equal(first.statusCode, 200);
  assert.match(
    first.body,
    /<url><loc>https:\/\/shop.example.in\/product\/SMO680R<\/loc><lastmod>2024-01-02T03:04:05Z<\/lastmod><\/url>/,
  );
  const second = await app.inject('/sitemaps/products-2.xml');
  assert.ok(second.body.includes(`<loc>${ORIGIN}/product/A%26B%3C1%3E</loc>`), second.body);
  assert.ok(asked.includes('/api/sitemap-products?page=2'));
  await app.close();
});

test('category and brand files link their listing pages; the home page is in the category file', async () => {
  const app = await edge();
  const categories = await app.inject('/sitemaps/categories.xml');
  assert.ok(categories.body.includes(`<url><loc>${ORIGIN}/</loc></url>`));
  assert.ok(categories.body.includes(`<loc>${ORIGIN}/category/mobile%20%26%20tab</loc>`));
  const brands = await app.inject('/sitemaps/brands.xml');
  assert.ok(brands.body.includes(`<loc>${ORIGIN}/brands/Dr.%20Morepen&apos;s</loc>`), brands.body);
  await app.close();
});

test("a language's files list its pages under its prefix; English has none of its own", async () => {
  const app = await edge();
  const products = await app.inject('/sitemaps/bn/products-1.xml');
  assert.equal(products.statusCode, 200);
  assert.match(products.body, /<loc>https:\/\/shop.example.in\/bn\/product\/SMO680R<\/loc>/);
  const categories = (await app.inject('/sitemaps/hi/categories.xml')).body;
  assert.ok(categories.includes(`<loc>${ORIGIN}/hi/</loc>`), categories);
  assert.match(categories, /<loc>https:\/\/shop.example.in\/hi\/category\//);
  assert.equal((await app.inject('/sitemaps/en/brands.xml')).statusCode, 404);
  assert.equal((await app.inject('/sitemaps/fr/brands.xml')).statusCode, 404);
  assert.equal((await app.inject('/sitemaps/bn/other.xml')).statusCode, 404);
  await app.close();
});

test('a product file past the last, or a file that is not a sitemap, is a plain 404', async () => {
  const app = await edge();
  const past = await app.inject('/sitemaps/products-3.xml');
  assert.equal(past.statusCode, 404);
  assert.equal(past.body, 'No product sitemap 3: there are 2');
  for (const url of [
    '/sitemaps/products-0.xml',
    '/sitemaps/products-x.xml',
    '/sitemaps/pages.xml',
    '/sitemaps/products-1.xml.gz',
  ]) {
    const unknown = await app.inject(url);
    assert.equal(unknown.statusCode, 404, url);
    assert.equal(unknown.body, 'No such sitemap');
  }
  await app.close();
});

test('absolute URLs come from the configured origin, whatever Host the request names', async () => {
  const app = await edge();
  const index = await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
  assert.ok(!index.body.includes('evil.example'));
  const robots = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
  assert.ok(robots.body.includes(`Sitemap: ${ORIGIN}/sitemap.xml`));
  await app.close();
});

test('with the api down the sitemap says so with 503, uncached, and robots.txt still answers', async () => {
  const app = await edge('http://127.0.0.1:9');
  const index = await app.inject('/sitemap.xml');
  assert.equal(index.statusCode, 503);
  assert.equal(index.headers['cache-control'], 'no-store');
  assert.equal(index.headers['retry-after'], '60');
  assert.equal(index.body, 'The sitemap is unavailable right now. Please try again in a moment.');
  assert.equal((await app.inject('/robots.txt')).statusCode, 200);
  await app.close();
});
