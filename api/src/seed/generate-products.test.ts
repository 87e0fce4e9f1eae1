import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TAXONOMY } from '../modules/catalog/category-names.js';
import { POPULAR_BRANDS } from './brands.js';
import { generateProduct } from './generate-products.js';
import { DEFAULT_PRODUCT_COUNT } from './seed.js';

const catalog = Array.from({ length: DEFAULT_PRODUCT_COUNT }, (_, i) => generateProduct(i));

test('the default seed has every popular brand and every sub-category', () => {
  const brands = new Set(catalog.map((product) => product.brand));
  for (const brand of POPULAR_BRANDS) assert.ok(brands.has(brand), `no ${brand} product`);
  const categories = new Set(catalog.map((product) => product.category));
  for (const top of TAXONOMY) for (const sub of top.subs) assert.ok(categories.has(sub.name), `no ${sub.name}`);
});

test('the generator is deterministic and models are unique', () => {
  assert.deepEqual(generateProduct(123), generateProduct(123));
  const models = new Set(catalog.map((product) => product.model));
  const keys = new Set(catalog.map((product) => product.modelKey));
  assert.equal(models.size, catalog.length);
  assert.equal(keys.size, catalog.length);
  assert.ok(catalog.some((product) => /^[A-Z]+[A-Z]\d+[A-Z]\/[A-Z]+$/.test(product.model)), 'no ABC123/XYZ style model');
});

test('prices are whole paise, MRP at or above the sale price, some stock at 2 or below', () => {
  for (const product of catalog) {
    assert.ok(Number.isInteger(product.regularPricePaise));
    if (product.salePricePaise !== null) assert.ok(product.regularPricePaise >= product.salePricePaise);
  }
  const low = catalog.filter((product) => product.availableQty <= 2).length;
  assert.ok(low > DEFAULT_PRODUCT_COUNT * 0.05 && low < DEFAULT_PRODUCT_COUNT * 0.3);
});
