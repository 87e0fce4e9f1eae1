import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';
import type { Product } from './product-answer.js';

interface Wrapped {
  statusCode: number;
  body: string;
}

const PRODUCT_FIELDS = [
  'id',
  'Model',
  'Name',
  'Sale_price',
  'Regular_price',
  'Images',
  'Short_description',
  'Description',
  'Categories',
  'Category',
  'Brands',
  'Weight',
  'Dimensions',
  'sku',
  'In_stock',
  'Popularity',
];

describeEachDatabase('catalog calls', (t) => {
  test('slider-fetch answers a bare array of desktop banners with relative image paths', async () => {
    const { status, json } = await t().get<Array<{ largeImageURL: string; field: string; value: string }>>('slider-fetch');
    assert.equal(status, 200);
    assert.ok(Array.isArray(json) && json.length >= 3);
    for (const slide of json) {
      assert.match(slide.largeImageURL, /^banners\/desktop\/.+\.webp$/);
      assert.ok(slide.field && slide.value);
    }
    assert.ok(json.some((slide) => slide.field === 'Categories'));
    assert.ok(json.some((slide) => slide.field === 'Model'));
  });

  test('slider-fetch-mobile answers the mobile banners as JSON text in body', async () => {
    const { status, json } = await t().get<Wrapped>('slider-fetch-mobile');
    assert.equal(status, 200);
    assert.equal(json.statusCode, 200);
    const slides = JSON.parse(json.body) as Array<{ largeImageURL: string }>;
    assert.ok(slides.length >= 3);
    assert.ok(slides.every((slide) => slide.largeImageURL.startsWith('banners/mobile/')));
  });

  test('excel-data by model finds the product by its full model and by the part before the slash', async () => {
    const [row] = await rows<{ model: string }>(
      t().db,
      sql`SELECT model FROM products WHERE model LIKE '%/%' ORDER BY id LIMIT 1`,
    );
    const model = row!.model;
    const full = await t().post<Product[]>('excel-data', {}, { field: 'Model', value: model });
    assert.equal(full.status, 200);
    assert.equal(full.json[0]!.Model, model);
    assert.deepEqual(Object.keys(full.json[0]!).sort(), [...PRODUCT_FIELDS].sort());
    const short = await t().post<Product[]>('excel-data', {}, { field: 'Model', value: model.split('/')[0]!.toLowerCase() });
    assert.equal(short.json[0]!.Model, model);
  });

  test('a product answer has rupee prices, image paths and the stock flag', async () => {
    const [row] = await rows<{ model: string; sale: number; regular: number; qty: number }>(
      t().db,
      sql`SELECT p.model, p.sale_price_paise AS sale, p.regular_price_paise AS regular, s.available_qty AS qty
          FROM products p JOIN stock s ON s.product_id = p.id WHERE p.sale_price_paise IS NOT NULL ORDER BY p.id LIMIT 1`,
    );
    const { json } = await t().post<Product[]>('excel-data', {}, { field: 'Model', value: row!.model });
    const product = json[0]!;
    assert.equal(product.Sale_price, row!.sale / 100);
    assert.equal(product.Regular_price, row!.regular / 100);
    assert.ok(product.Regular_price >= product.Sale_price);
    assert.equal(product.In_stock, row!.qty > 2);
    assert.equal(product.Images.split(',').length, 3);
    assert.ok(product.Images.split(',').every((path) => /^products\/.+\.webp$/.test(path)));
  });

  test('excel-data by an unknown model answers an empty list', async () => {
    const { status, json } = await t().post<Product[]>('excel-data', {}, { field: 'Model', value: 'NOPE999' });
    assert.equal(status, 200);
    assert.deepEqual(json, []);
  });

  const categoryNames = [
    // header values
    'mobile & tab',
    'mobile accessories',
    'computer & laptop',
    'computer & laptop accessories',
    'tv & home entertainment',
    'kitchen appliances',
    'home appliances',
    'refrigerators',
    'audio',
    'camera',
    // home tiles and the three-image row
    'Air Conditioners',
    'cooler',
    'Mobile & TAB',
    'TV',
    'microwave',
    'bluetooth speaker',
    'mixer grinder',
    'Mobile',
    'Laptop',
    // section titles and 'Latest' buttons
    'AIR CONDITIONER',
    'REFRIGERATOR',
    'WASHING MACHINE',
    'MICROWAVE OVENS',
    'KITCHEN CHIMNEY',
    'MIXER GRINDER',
    'Digital Game & Accessories',
    'Cameras & Accessories',
  ];
  for (const name of categoryNames) {
    test(`excel-data by category '${name}' finds products`, async () => {
      const { status, json } = await t().post<Product[]>('excel-data', {}, { field: 'Categories', value: name });
      assert.equal(status, 200);
      assert.ok(json.length > 0, `no products for ${name}`);
    });
  }

  test('a category listing holds only that category, most popular first', async () => {
    const { json } = await t().post<Product[]>('excel-data', {}, { field: 'Categories', value: 'Air Conditioners' });
    assert.ok(json.every((product) => product.Category === 'Air Conditioners'));
    const popularity = json.map((product) => product.Popularity);
    assert.deepEqual(
      popularity,
      [...popularity].sort((a, b) => b - a),
    );
  });

  test('an unknown category answers an empty list', async () => {
    const { status, json } = await t().post<Product[]>('excel-data', {}, { field: 'Categories', value: 'spaceships' });
    assert.equal(status, 200);
    assert.deepEqual(json, []);
  });

  test('excel-data by brand is case-insensitive', async () => {
    const { json } = await t().post<Product[]>('excel-data', {}, { field: 'Name', value: 'samsung' });
    assert.ok(json.length > 0);
    assert.ok(json.every((product) => product.Brands === 'Samsung'));
    const boat = await t().post<Product[]>('excel-data', {}, { field: 'Name', value: 'BOAT' });
    assert.ok(boat.json.length > 0 && boat.json.every((product) => product.Brands === 'boAt'));
  });

  test('excel-data with queryStringParameters answers the list as JSON text in body', async () => {
    const { status, json } = await t().post<Wrapped>('excel-data', {
      queryStringParameters: { field: 'Categories', value: 'audio' },
    });
    assert.equal(status, 200);
    assert.equal(json.statusCode, 200);
    const products = JSON.parse(json.body) as Product[];
    assert.ok(products.length > 0 && products.every((product) => product.Categories.startsWith('Audio>')));
  });

  test('excel-data without field and value is a 400 and names what is missing', async () => {
    for (const [query, body] of [
      [{}, {}],
      [{ field: 'Model' }, {}],
      [{ field: 'Colour', value: 'red' }, {}],
      [{}, { queryStringParameters: { field: 'Categories' } }],
      [{}, { queryStringParameters: 'audio' }],
    ] as Array<[Record<string, string>, unknown]>) {
      const { status, json } = await t().post<Wrapped>('excel-data', body, query);
      assert.equal(status, 400, JSON.stringify({ query, body }));
      assert.equal(json.statusCode, 400);
      assert.ok(json.body.length > 0);
    }
  });

  test('excel-data accepts an empty body and a missing content type', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/excel-data?field=Categories&value=audio',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    assert.equal(response.statusCode, 200);
    const bare = await t().app.inject({ method: 'POST', url: '/api/excel-data?field=Categories&value=audio' });
    assert.equal(bare.statusCode, 200);
    assert.ok((JSON.parse(bare.body) as Product[]).length > 0);
  });

  const sections = [
    'MOBILE & TAB',
    'COMPUTER & LAPTOP',
    'AUDIO',
    'AIR CONDITIONER',
    'REFRIGERATOR',
    'TV & HOME ENTERTAINMENT',
    'WASHING MACHINE',
    'MICROWAVE OVENS',
    'KITCHEN CHIMNEY',
    'MIXER GRINDER',
    'LATEST ELECTRONICS PRODUCTS',
  ];
  for (const section of sections) {
    test(`fetchHomePagemodels '${section}' lists products with ModelName`, async () => {
      const { status, json } = await t().post<Product[]>('fetchHomePagemodels', { Category: section });
      assert.equal(status, 200);
      assert.ok(json.length > 0 && json.length <= 12);
      assert.ok(json.every((product) => product.ModelName === product.Model));
    });
  }

  const inStockFirst = (products: Product[]) =>
    products.every((product, i) => i === 0 || product.In_stock <= products[i - 1]!.In_stock);

  test('the LATEST section lists the newest products a shopper can buy first', async () => {
    const newest = await rows<{ id: number; model: string }>(
      t().db,
      sql`SELECT id, model FROM products ORDER BY created_at DESC, id DESC LIMIT 2`,
    );
    await t().db.execute(sql`UPDATE stock SET available_qty = 1, reserved_qty = 0 WHERE product_id = ${newest[0]!.id}`);
    await t().db.execute(sql`UPDATE stock SET available_qty = 9, reserved_qty = 0 WHERE product_id = ${newest[1]!.id}`);
    const { json } = await t().post<Product[]>('fetchHomePagemodels', { Category: 'LATEST ELECTRONICS PRODUCTS' });
    assert.equal(json[0]!.Model, newest[1]!.model);
    assert.ok(inStockFirst(json), json.map((p) => p.In_stock).join(' '));
  });

  test('a home section shows what can be bought before what is out of stock', async () => {
    const { json: listed } = await t().post<Product[]>('excel-data', {}, { field: 'Categories', value: 'refrigerator' });
    const [first, second] = listed;
    for (const product of [first!, second!]) {
      await t().db.execute(
        sql`UPDATE stock SET available_qty = 0, reserved_qty = 0 WHERE product_id = (SELECT id FROM products WHERE model = ${product.Model})`,
      );
    }
    const { json } = await t().post<Product[]>('fetchHomePagemodels', { Category: 'REFRIGERATOR' });
    assert.ok(json.length > 2);
    assert.ok(inStockFirst(json), json.map((p) => p.In_stock).join(' '));
    assert.notEqual(json[0]!.Model, first!.Model);
    for (const section of sections) {
      const { json: shown } = await t().post<Product[]>('fetchHomePagemodels', { Category: section });
      assert.ok(inStockFirst(shown), `${section}: ${shown.map((p) => p.In_stock).join(' ')}`);
    }
  });

  test('fetchHomePagemodels without Category is a 400', async () => {
    const { status, json } = await t().post<Wrapped>('fetchHomePagemodels', {});
    assert.equal(status, 400);
    assert.match(json.body, /Category/);
  });

  test('stock-details answers the sellable quantity: on hand minus held units', async () => {
    const [row] = await rows<{ id: number; model: string }>(t().db, sql`SELECT id, model FROM products ORDER BY id LIMIT 1`);
    await t().db.execute(sql`UPDATE stock SET available_qty = 7, reserved_qty = 3 WHERE product_id = ${row!.id}`);
    const { status, json } = await t().post<{ statusCode: number; body: { ProductStock: Array<{ Available_Qty: number }> } }>(
      'stock-details',
      { sku: row!.model },
    );
    assert.equal(status, 200);
    assert.deepEqual(json, { statusCode: 200, body: { ProductStock: [{ Available_Qty: 4 }] } });
  });

  test('the seed has products at 2 or fewer units, which are not in stock', async () => {
    const [row] = await rows<{ model: string }>(
      t().db,
      sql`SELECT p.model FROM products p JOIN stock s ON s.product_id = p.id WHERE s.available_qty <= 2 ORDER BY p.id LIMIT 1`,
    );
    assert.ok(row, 'no low-stock product in the seed');
    const { json } = await t().post<Product[]>('excel-data', {}, { field: 'Model', value: row.model });
    assert.equal(json[0]!.In_stock, false);
  });

  test('stock-details for an unknown model is a 404; without sku a 400', async () => {
    assert.equal((await t().post('stock-details', { sku: 'NOPE999' })).status, 404);
    assert.equal((await t().post('stock-details', {})).status, 400);
    assert.equal((await t().post('stock-details', { sku: 42 })).status, 400);
  });

  test('stock-details by the first segment of a model answers for the product excel-data answers first', async () => {
    // The product page's server render asks for both by its route id at once (mfe-catalog first-view.ts).
    const stockOf = async (sku: string) =>
      (await t().post<{ body: { ProductStock: Array<{ Available_Qty: number }> } }>('stock-details', { sku })).json.body
        .ProductStock[0]!.Available_Qty;
    const add = async (model: string, qty: number) => {
      const [row] = await rows<{ id: number }>(
        t().db,
        sql`INSERT INTO products (model, model_key, name, categories, brand, sku)
            VALUES (${model}, 'zzq900', ${model}, 'Test Only>Shared Segment', 'Test', ${model}) RETURNING id`,
      );
      await t().db.execute(sql`INSERT INTO stock (product_id, available_qty) VALUES (${row!.id}, ${qty})`);
    };
    const firstFor = async (value: string) =>
      (await t().post<Product[]>('excel-data', {}, { field: 'Model', value })).json[0]!.Model;
    await add('ZZQ900/B', 7);
    await add('ZZQ900/A', 1);
    assert.equal(await firstFor('zzq900'), 'ZZQ900/B');
    assert.equal(await stockOf('zzq900'), 7);
    await add('ZZQ900', 4);
    assert.equal(await firstFor('ZZQ900'), 'ZZQ900');
    assert.equal(await stockOf('ZZQ900'), 4);
  });

  test('specificationFetcher answers the specification as JSON text of label: value', async () => {
    const [row] = await rows<{ model: string; brand: string }>(
      t().db,
      sql`SELECT model, brand FROM products ORDER BY id LIMIT 1`,
    );
    const { status, json } = await t().post<{ statusCode: number; Specification: string }>('specificationFetcher', {
      model_no: row!.model,
    });
    assert.equal(status, 200);
    assert.equal(json.statusCode, 200);
    const spec = JSON.parse(json.Specification) as Record<string, string>;
    assert.equal(spec.Brand, row!.brand);
    assert.equal(spec['Model Number'], row!.model);
  });

  test('specificationFetcher for an unknown model is a 404', async () => {
    const { status, json } = await t().post<Wrapped>('specificationFetcher', { model_no: 'NOPE999' });
    assert.equal(status, 404);
    assert.equal(json.body, 'No product with that model');
  });
});
