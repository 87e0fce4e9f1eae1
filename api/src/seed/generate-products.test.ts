import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normaliseCategory, TAXONOMY } from '../modules/catalog/category-names.js';
import { POPULAR_BRANDS } from './brands.js';
import { REVIEW_TEXTS, seedReview } from './fixtures.js';
import { generateProduct, SLOTS } from './generate-products.js';
import { allSeries, LINES } from './product-lines.js';
import { Random } from './random.js';
import { DEFAULT_PRODUCT_COUNT } from './seed.js';

const catalog = Array.from({ length: DEFAULT_PRODUCT_COUNT }, (_, i) => generateProduct(i));

test('the default seed has every popular brand and every sub-category', () => {
  const brands = new Set(catalog.map((product) => product.brand));
  for (const brand of POPULAR_BRANDS) assert.ok(brands.has(brand), `no ${brand} product`);
  const categories = new Set(catalog.map((product) => product.category));
  for (const top of TAXONOMY) for (const sub of top.subs) assert.ok(categories.has(sub.name), `no ${sub.name}`);
});

test('a catalogue of 100,000 products was all added in the past, in order (sitemaps give it as lastmod)', () => {
  const first = generateProduct(0).createdAt.getTime();
  const last = generateProduct(99_999).createdAt.getTime();
  assert.ok(first < last);
  assert.ok(last < Date.UTC(2025, 0, 1), `the 100,000th product was added on ${new Date(last).toISOString()}`);
});

test('the generator is deterministic and models are unique', () => {
  assert.deepEqual(generateProduct(123), generateProduct(123));
  const models = new Set(catalog.map((product) => product.model));
  const keys = new Set(catalog.map((product) => product.modelKey));
  assert.equal(models.size, catalog.length);
  assert.equal(keys.size, catalog.length);
  assert.ok(
    catalog.some((product) => /^[A-Z]+[A-Z]\d+[A-Z]\/[A-Z]+$/.test(product.model)),
    'no ABC123/XYZ style model',
  );
});

test('prices are whole paise, MRP at or above the sale price, some stock at 2 or below', () => {
  for (const product of catalog) {
    assert.ok(Number.isInteger(product.regularPricePaise));
    if (product.salePricePaise !== null) assert.ok(product.regularPricePaise >= product.salePricePaise);
  }
  const low = catalog.filter((product) => product.availableQty <= 2).length;
  assert.ok(low > DEFAULT_PRODUCT_COUNT * 0.05 && low < DEFAULT_PRODUCT_COUNT * 0.3);
});

test("each brand sells only its own lines: no name carries another brand or another brand's series", () => {
  const series = allSeries();
  const brands = [...new Set(series.map((line) => line.brand).concat(catalog.map((product) => product.brand)))];
  const words = (text: string) =>
    new RegExp(`(^|[^A-Za-z0-9])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9])`, 'i');
  for (const product of catalog) {
    for (const other of series) {
      if (other.brand === product.brand) continue;
      assert.doesNotMatch(product.name, words(other.series), `${product.name} carries ${other.brand}'s ${other.series}`);
    }
    for (const brand of brands) {
      if (brand === product.brand || product.brand.includes(brand)) continue;
      assert.doesNotMatch(product.name, words(brand), `${product.name} (${product.brand}) names ${brand}`);
    }
    assert.ok(product.name.startsWith(product.brand), `${product.name} does not start with ${product.brand}`);
  }
});

test("every sale price is inside its line's band, and the line is one the brand sells in that sub-category", () => {
  for (const product of catalog) {
    const slug = SLOTS.find((slot) => slot.sub.name === product.category)!.sub.slug;
    const lines = LINES[slug]!.filter((line) => line.brand === product.brand);
    assert.ok(lines.length > 0, `${product.brand} sells no ${product.category}`);
    const sale = (product.salePricePaise ?? product.regularPricePaise) / 100;
    const own = lines.filter(
      (line) =>
        line.series.length === 0 ||
        line.series.some((name) => product.name.includes(name.replace(new RegExp(`^${product.brand} `), ''))),
    );
    assert.ok(own.length > 0, `${product.name}: no line of ${product.brand} matches`);
    assert.ok(
      own.some((line) => sale >= line.price[0] && sale <= line.price[1]),
      `${product.name} at Rs. ${sale} is outside ${own.map((line) => line.price.join('-')).join(' / ')}`,
    );
  }
});

test('Split AC, Window AC and Inverter AC each list their own air conditioners', () => {
  const listed = (name: string) => catalog.filter((product) => product.categoryTags.includes(normaliseCategory(name)));
  const window = listed('Window AC');
  const split = listed('Split AC');
  const inverter = listed('Inverter AC');
  for (const list of [window, split, inverter]) assert.ok(list.length > 0);
  assert.ok(
    window.every((product) => product.name.includes('Window AC')),
    window.map((p) => p.name).join('; '),
  );
  assert.ok(
    split.every((product) => product.name.includes('Split AC')),
    split.map((p) => p.name).join('; '),
  );
  assert.ok(
    inverter.every((product) => product.name.includes('Inverter')),
    inverter.map((p) => p.name).join('; '),
  );
  assert.equal(listed('Air Conditioners').length, new Set([...window, ...split]).size);
});

test('review words fit their stars', () => {
  const rng = new Random(7);
  const unhappy = /but|could have been|longer than|rescheduled|nothing special|average/i;
  for (let i = 0; i < 500; i += 1) {
    const review = seedReview(rng);
    assert.ok(REVIEW_TEXTS[review.rating]!.includes(review.reviewText));
    if (review.rating === 5) assert.doesNotMatch(review.reviewText, unhappy, review.reviewText);
    if (review.rating <= 2) assert.doesNotMatch(review.reviewText, /excellent|perfect|recommended|happy/i, review.reviewText);
  }
});

test('a scale catalogue keeps the rules: 20,000 products, unique models, prices in band', () => {
  for (let index = 0; index < 20_000; index += 97) {
    const product = generateProduct(index);
    const slug = SLOTS.find((slot) => slot.sub.name === product.category)!.sub.slug;
    const sale = (product.salePricePaise ?? product.regularPricePaise) / 100;
    const bands = LINES[slug]!.filter((line) => line.brand === product.brand).map((line) => line.price);
    assert.ok(
      bands.some(([low, high]) => sale >= low && sale <= high),
      `${product.name} at ${sale}`,
    );
  }
});
