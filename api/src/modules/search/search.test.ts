import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeEachDatabase } from '../../test-support/test-app.js';
import type { Product } from '../catalog/product-answer.js';

type Answer = { results: Product[] };
const search = (value: string, extra: Record<string, string> = {}) => ({
  field: 'all',
  value,
  threshold: '0.7',
  limit: '5',
  ...extra,
});

describeEachDatabase('searchFunction', (t) => {
  test("'samsng' finds Samsung products", async () => {
    const { status, json } = await t().get<Answer>('searchFunction', search('samsng'));
    assert.equal(status, 200);
    assert.ok(json.results.length > 0);
    assert.ok(
      json.results.every((product) => product.Brands === 'Samsung'),
      json.results.map((p) => p.Name).join('; '),
    );
  });

  test("'refrigirator' finds refrigerators", async () => {
    const { json } = await t().get<Answer>('searchFunction', search('refrigirator'));
    assert.ok(json.results.length > 0);
    assert.ok(json.results.every((product) => product.Categories.startsWith('Refrigerators')));
  });

  for (const [term, brand, word] of [
    ['Godrej AC', 'Godrej', /AC/],
    ['Whirlpool Refrigerator', 'Whirlpool', /Refrigerator/],
    ['LG TV', 'LG', /TV/],
    ['Samsung Washing Machine', 'Samsung', /Washing Machine/],
    ['IFB Microwave Oven', 'IFB', /Microwave Oven/],
  ] as const) {
    test(`the best seller '${term}' puts a ${brand} product first`, async () => {
      const { json } = await t().get<Answer>('searchFunction', search(term));
      const first = json.results[0];
      assert.ok(first, `nothing for ${term}`);
      assert.equal(first.Brands, brand);
      assert.match(first.Name, word);
    });
  }

  test('a model code finds that product first', async () => {
    const { json: listed } = await t().post<Product[]>('excel-data', {}, { field: 'Categories', value: 'audio' });
    const model = listed[0]!.Model;
    const { json } = await t().get<Answer>('searchFunction', search(model));
    assert.equal(json.results[0]!.Model, model);
  });

  test('never more than limit, and the dev path answers the same', async () => {
    const { json } = await t().get<Answer>('searchFunction', search('samsung', { limit: '3' }));
    assert.equal(json.results.length, 3);
    const dev = await t().get<Answer>('dev/searchFunction', search('samsung', { limit: '3' }));
    assert.deepEqual(dev.json, json);
  });

  test('the search listing page asks limit=50: up to 50 results, and 51 is refused', async () => {
    const five = await t().get<Answer>('searchFunction', search('tv'));
    const { status, json } = await t().get<Answer>('searchFunction', search('tv', { limit: '50' }));
    assert.equal(status, 200);
    assert.equal(five.json.results.length, 5);
    assert.ok(json.results.length > 5 && json.results.length <= 50, `${json.results.length} results`);
    assert.deepEqual(
      json.results.slice(0, 5).map((p) => p.Model),
      five.json.results.map((p) => p.Model),
    );
    const over = await t().get<{ statusCode: number; body: string }>('searchFunction', search('tv', { limit: '51' }));
    assert.equal(over.status, 400);
    assert.equal(over.json.body, 'limit must be from 1 to 50');
  });

  test('nonsense and whitespace find nothing', async () => {
    assert.deepEqual((await t().get<Answer>('searchFunction', search('qqqzzzxxxw'))).json, { results: [] });
    assert.deepEqual((await t().get<Answer>('searchFunction', search('   '))).json, { results: [] });
  });

  test('a stricter threshold finds less', async () => {
    const loose = await t().get<Answer>('searchFunction', search('samsng', { threshold: '0.7' }));
    const strict = await t().get<Answer>('searchFunction', search('samsng', { threshold: '0.1' }));
    assert.ok(loose.json.results.length > 0);
    assert.equal(strict.json.results.length, 0);
  });

  test('bad query values are a 400', async () => {
    for (const query of [
      {},
      search('tv', { limit: 'ten' }),
      search('tv', { limit: '0' }),
      search('tv', { limit: '500' }),
      search('tv', { threshold: '2' }),
      search('tv', { field: 'colour' }),
      search('x'.repeat(201)),
    ]) {
      const { status, json } = await t().get<{ statusCode: number; body: string }>('searchFunction', query);
      assert.equal(status, 400, JSON.stringify(query));
      assert.equal(json.statusCode, 400);
    }
  });
});
