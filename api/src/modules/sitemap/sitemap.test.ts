import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { TEST_PRODUCT_COUNT } from '../../test-support/test-database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';
import { productEntries, sitemapSummary, type SitemapSummary } from './sitemap-queries.js';

const W3C_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

interface ProductsAnswer {
  page: number;
  pages: number;
  products: Array<{ id: string; lastmod: string }>;
}

describeEachDatabase('sitemap calls', (t) => {
  test('the summary counts every product, category and brand, each part with its latest lastmod', async () => {
    const { status, json } = await t().get<SitemapSummary>('sitemap-summary');
    assert.equal(status, 200);
    assert.equal(json.productsPerFile, 50_000);
    assert.deepEqual(json.products, { count: TEST_PRODUCT_COUNT, files: 1, lastmod: json.products.lastmod });
    const [newest] = await rows<{ at: string }>(t().db, sql`SELECT max(created_at) AS at FROM products`);
    assert.equal(json.products.lastmod, new Date(newest!.at).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    const [brands] = await rows<{ n: number }>(t().db, sql`SELECT count(DISTINCT brand)::int AS n FROM products`);
    assert.equal(json.brands.count, brands!.n);
    assert.ok(json.categories.count >= 10, `${json.categories.count} categories`);
    assert.match(json.categories.lastmod ?? '', W3C_TIME);
  });

  test('page 1 lists every product by the id its page is linked by, each with a W3C lastmod', async () => {
    const { status, json } = await t().get<ProductsAnswer>('sitemap-products', { page: '1' });
    assert.equal(status, 200);
    assert.equal(json.pages, 1);
    assert.equal(json.products.length, TEST_PRODUCT_COUNT);
    const [first] = await rows<{ model: string; created_at: string }>(
      t().db,
      sql`SELECT model, created_at FROM products ORDER BY id LIMIT 1`,
    );
    assert.equal(json.products[0]!.id, first!.model.split('/')[0]);
    for (const product of json.products) {
      assert.ok(!product.id.includes('/'), product.id);
      assert.match(product.lastmod, W3C_TIME);
    }
  });

  test('a page past the last is a 404 that says how many there are; a page that is not a number is a 400', async () => {
    const past = await t().get<{ statusCode: number; body: string }>('sitemap-products', { page: '2' });
    assert.equal(past.status, 404);
    assert.equal(past.json.body, 'No product sitemap 2: there is 1');
    for (const page of ['0', '-1', '1.5', 'one', '']) {
      const bad = await t().get<{ body: string }>('sitemap-products', { page });
      assert.equal(bad.status, 400, `page=${page}`);
      assert.equal(bad.json.body, 'page must be a whole number from 1');
    }
  });

  test('files split the products in id order, each product in exactly one file', async () => {
    const perFile = 70;
    const summary = await sitemapSummary(t().db, perFile);
    assert.equal(summary.products.files, Math.ceil(TEST_PRODUCT_COUNT / perFile));
    const files = [];
    for (let file = 1; file <= summary.products.files; file += 1) files.push(await productEntries(t().db, file, perFile));
    assert.deepEqual(
      files.map((entries) => entries.length),
      [70, 70, TEST_PRODUCT_COUNT - 140],
    );
    const all = await t().get<ProductsAnswer>('sitemap-products', { page: '1' });
    assert.deepEqual(files.flat(), all.json.products);
  });

  test('categories are route values with products; brands are listed as their pages are named', async () => {
    const categories = await t().get<{ categories: Array<{ name: string; lastmod: string }> }>('sitemap-categories');
    assert.equal(categories.status, 200);
    const names = categories.json.categories.map((category) => category.name);
    assert.ok(names.includes('audio'), names.join());
    assert.ok(names.includes('mobile & tab'), names.join());
    assert.ok(names.every((name) => name === name.toLowerCase()));
    const brands = await t().get<{ brands: Array<{ name: string; lastmod: string }> }>('sitemap-brands');
    assert.equal(brands.status, 200);
    const [stored] = await rows<{ brand: string }>(t().db, sql`SELECT brand FROM products ORDER BY brand LIMIT 1`);
    assert.equal(brands.json.brands[0]!.name, stored!.brand);
    for (const entry of [...categories.json.categories, ...brands.json.brands]) assert.match(entry.lastmod, W3C_TIME);
  });

  test('a product dated ahead of today is listed as changed now, not in the future', async () => {
    await t().db.execute(
      sql`UPDATE products SET created_at = now() + interval '400 days' WHERE id = (SELECT min(id) FROM products)`,
    );
    const { json } = await t().get<ProductsAnswer>('sitemap-products', { page: '1' });
    assert.ok(Date.parse(json.products[0]!.lastmod) <= Date.now(), json.products[0]!.lastmod);
  });
});
