// With the answer cache on (as outside tests): catalog reads repeat from memory for the TTL, while
// stock-details, check-out and review-retrieve always read the database.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../test-support/test-app.js';
import { newShopper, type Answer } from '../../test-support/shopper.js';
import { addProduct, BILLING, cartLine } from '../../test-support/orders.js';
import type { Product } from './product-answer.js';

describeEachDatabase(
  'catalog answer cache',
  (t) => {
    test('a product read twice within the TTL gives the same answer, even after a change', async () => {
      await addProduct(t().db, 'CACHE1', 500_00, 5);
      const first = await t().post<Product[]>('excel-data', {}, { field: 'Model', value: 'CACHE1' });
      assert.equal(first.json[0]!.Model, 'CACHE1');
      await t().db.execute(sql`UPDATE products SET name = 'Renamed' WHERE model = 'CACHE1'`);
      const again = await t().post<Product[]>('excel-data', {}, { field: 'Model', value: 'CACHE1' });
      assert.deepEqual(again.json, first.json);
      t().app.answers.clear();
      const fresh = await t().post<Product[]>('excel-data', {}, { field: 'Model', value: 'CACHE1' });
      assert.equal(fresh.json[0]!.Name, 'Renamed');
    });

    test('cached answers keep their shape: body form, home section, specification, sliders, store locator, search', async () => {
      for (let round = 0; round < 2; round++) {
        const body = await t().post<{ statusCode: number; body: string }>('excel-data', {
          queryStringParameters: { field: 'Categories', value: 'TV' },
        });
        assert.equal(body.json.statusCode, 200);
        assert.ok((JSON.parse(body.json.body) as Product[]).length > 0);
        const home = await t().post<Array<Product & { ModelName: string }>>('fetchHomePagemodels', { Category: 'MOBILE & TAB' });
        assert.ok(home.json.length > 0 && typeof home.json[0]!.ModelName === 'string');
        const spec = await t().post<{ statusCode: number; Specification: string }>('specificationFetcher', {
          model_no: home.json[0]!.Model,
        });
        assert.equal(typeof JSON.parse(spec.json.Specification), 'object');
        const missing = await t().post<{ statusCode: number; body: string }>('specificationFetcher', {
          model_no: 'NO-SUCH-MODEL',
        });
        assert.deepEqual([missing.status, missing.json.body], [404, 'No product with that model']);
        assert.ok((await t().get<unknown[]>('slider-fetch')).json.length > 0);
        assert.equal((await t().get<{ statusCode: number }>('slider-fetch-mobile')).json.statusCode, 200);
        assert.equal((await t().get<{ statusCode: number }>('store-locator')).json.statusCode, 200);
        const search = await t().get<{ results: Product[] }>('searchFunction', {
          field: 'all',
          value: 'samsng',
          threshold: '0.7',
          limit: '5',
        });
        assert.ok(search.json.results.length > 0);
      }
      assert.ok(t().app.answers.size >= 8);
    });

    test('stock-details and check-out read the stock, never the cache', async () => {
      const token = await newShopper(t(), '9300000077');
      await addProduct(t().db, 'CACHE2', 700_00, 5);
      const listed = await t().post<Product[]>('excel-data', {}, { field: 'Model', value: 'CACHE2' });
      assert.equal(listed.json[0]!.In_stock, true);
      await t().db.execute(
        sql`UPDATE stock SET available_qty = 0 WHERE product_id = (SELECT id FROM products WHERE model = 'CACHE2')`,
      );
      const stock = await t().post<{ body: { ProductStock: Array<{ Available_Qty: number }> } }>('stock-details', {
        sku: 'CACHE2',
      });
      assert.equal(stock.json.body.ProductStock[0]!.Available_Qty, 0);
      const order = await t().post<Answer>('check-out', {
        token,
        billing_address: BILLING,
        shipping_address: null,
        order_notes: '',
        order_status: 'Order initiated',
        coupon: null,
        cart: [cartLine('CACHE2', 1)],
      });
      assert.equal(order.status, 409);
    });

    test('a new review shows at once (review-retrieve is not cached)', async () => {
      const token = await newShopper(t(), '9300000078');
      const before = await t().post<{ body: { count: number } }>('review-retrieve', { product_id: 'CACHE2' });
      const sent = await t().post('review-rating', { product_id: 'CACHE2', token, review_text: 'Works well', rating: 4 });
      assert.equal(sent.status, 200);
      const after = await t().post<{ body: { count: number; reviews: Array<{ review_text: string }> } }>('review-retrieve', {
        product_id: 'CACHE2',
      });
      assert.equal(after.json.body.count, before.json.body.count + 1);
      assert.equal(after.json.body.reviews[0]!.review_text, 'Works well');
    });
  },
  { env: { CATALOG_CACHE_MS: '60000' } },
);
