import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeEachDatabase } from '../../test-support/test-app.js';
import type { Product } from '../catalog/product-answer.js';

describeEachDatabase('images', (t) => {
  test("every image path of a product answers an immutable SVG", async () => {
    const { json } = await t().post<Product[]>('excel-data', {}, { field: 'Categories', value: 'TV' });
    for (const path of json[0]!.Images.split(',')) {
      const response = await t().app.inject({ method: 'GET', url: `/api/images/${path}` });
      assert.equal(response.statusCode, 200, path);
      assert.match(response.headers['content-type'] as string, /^image\/svg\+xml/);
      assert.match(response.headers['cache-control'] as string, /immutable/);
      assert.match(response.body, /^<svg /);
    }
  });

  test('banner images of both sliders exist', async () => {
    const { json } = await t().get<Array<{ largeImageURL: string }>>('slider-fetch');
    const mobile = JSON.parse((await t().get<{ body: string }>('slider-fetch-mobile')).json.body) as Array<{ largeImageURL: string }>;
    for (const slide of [...json, ...mobile]) {
      const response = await t().app.inject({ method: 'GET', url: `/api/images/${slide.largeImageURL}` });
      assert.equal(response.statusCode, 200, slide.largeImageURL);
    }
  });

  test('category, brand and store images exist; a repeat with the ETag is a 304', async () => {
    for (const path of ['categories/air-conditioners.svg', 'brands/samsung.svg', 'stores/700016-1.svg']) {
      const response = await t().app.inject({ method: 'GET', url: `/api/images/${path}` });
      assert.equal(response.statusCode, 200, path);
      const again = await t().app.inject({ method: 'GET', url: `/api/images/${path}`, headers: { 'if-none-match': response.headers.etag as string } });
      assert.equal(again.statusCode, 304);
    }
  });

  test('unknown or malicious paths are a 404', async () => {
    for (const path of ['nothing.svg', 'products/../../etc/passwd', 'products/tv/lg/x-1.png', '%2e%2e/%2e%2e/package.json']) {
      const response = await t().app.inject({ method: 'GET', url: `/api/images/${path}` });
      assert.equal(response.statusCode, 404, path);
    }
  });
});
