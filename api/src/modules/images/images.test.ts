import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { describeEachDatabase } from '../../test-support/test-app.js';
import type { Product } from '../catalog/product-answer.js';

describeEachDatabase('images', (t) => {
  test('every image path of a product answers an immutable WebP at the size of its drawing', async () => {
    const { json } = await t().post<Product[]>('excel-data', {}, { field: 'Categories', value: 'TV' });
    for (const path of json[0]!.Images.split(',')) {
      assert.match(path, /\.webp$/);
      const response = await t().app.inject({ method: 'GET', url: `/api/images/${path}` });
      assert.equal(response.statusCode, 200, path);
      assert.equal(response.headers['content-type'], 'image/webp');
      assert.match(response.headers['cache-control'] as string, /immutable/);
      const { format, width, height } = await sharp(response.rawPayload).metadata();
      assert.deepEqual({ format, width, height }, { format: 'webp', width: 600, height: 600 });
    }
  });

  test('the drawing a picture is made from answers at the same path as .svg (data seeded before)', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/images/products/tv/lg/lga101b-1.svg' });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^image\/svg\+xml/);
    assert.match(response.body, /^<svg [^>]*width="600" height="600"/);
  });

  test('banner images of both sliders exist', async () => {
    const { json } = await t().get<Array<{ largeImageURL: string }>>('slider-fetch');
    const mobile = JSON.parse((await t().get<{ body: string }>('slider-fetch-mobile')).json.body) as Array<{
      largeImageURL: string;
    }>;
    for (const slide of [...json, ...mobile]) {
      const response = await t().app.inject({ method: 'GET', url: `/api/images/${slide.largeImageURL}` });
      assert.equal(response.statusCode, 200, slide.largeImageURL);
    }
  });

  test('category, brand and store images exist; a repeat with the ETag is a 304', async () => {
    for (const path of ['categories/air-conditioners.webp', 'brands/samsung.webp', 'stores/700016-1.webp', 'brands/lg.svg']) {
      const response = await t().app.inject({ method: 'GET', url: `/api/images/${path}` });
      assert.equal(response.statusCode, 200, path);
      const again = await t().app.inject({
        method: 'GET',
        url: `/api/images/${path}`,
        headers: { 'if-none-match': response.headers.etag as string },
      });
      assert.equal(again.statusCode, 304);
    }
  });

  test("the home page's category tiles, brand logos, best-seller, EMI and promo banners are drawn pictures", async () => {
    const get = async (path: string) => {
      const response = await t().app.inject({ method: 'GET', url: `/api/images/${path}` });
      assert.equal(response.statusCode, 200, path);
      assert.match(response.headers['content-type'] as string, /^image\/svg\+xml/);
      return response.body;
    };
    // Paths as mfe-catalog/src/home/home-content.ts builds them.
    for (const slug of [
      'air-conditioners',
      'mobile-and-tab',
      'tv',
      'computer-and-laptop',
      'bluetooth-speaker',
      'mixer-grinder',
      'refrigerators',
      'washing-machine',
      'smart-watch',
      'hair-dryer',
    ]) {
      const body = await get(`categories/${slug}.svg`);
      assert.match(body, /<g transform="translate\(/, `${slug} has an icon`);
      assert.match(body, /viewBox="0 0 300 300"/);
    }
    assert.notEqual(await get('categories/tv.svg'), await get('categories/washing-machine.svg'));
    for (const slug of ['apple', 'samsung', 'blue-star', 'boat'])
      assert.match(await get(`brands/${slug}.svg`), /viewBox="0 0 320 160"/);
    assert.match(await get('brands/blue-star.svg'), />Blue Star</);
    assert.match(await get('categories/mobile-and-tab.svg'), /aria-label="Mobile &#38; Tab"/);
    for (const slug of ['godrej-ac', 'whirlpool-refrigerator', 'lg-tv', 'samsung-washing-machine', 'ifb-microwave-oven']) {
      const body = await get(`banners/best-seller-${slug}.svg`);
      assert.match(body, /BEST SELLER/);
    }
    assert.match(await get('banners/best-seller-lg-tv.svg'), />LG</);
    assert.match(await get('banners/no-cost-emi.svg'), /No Cost EMI/);
    assert.match(await get('banners/promo-mobile.svg'), /Latest Smartphones/);
    assert.match(await get('banners/promo-tv.svg'), /Smart TVs/);
    assert.match(await get('banners/promo-laptop.svg'), /Laptops/);
  });

  test("a showroom's picture is the chain's shop front, not a placeholder naming its path", async () => {
    const get = async (path: string) => (await t().app.inject({ method: 'GET', url: `/api/images/${path}` })).body;
    const [kolkata, ranchi] = [await get('stores/700016-1.svg'), await get('stores/834001-2.svg')];
    for (const picture of [kolkata, ranchi]) {
      const words = [...picture.matchAll(/>([^<]+)<\/text>/g)].map((m) => m[1]);
      assert.deepEqual(words, ['BENGAL ELECTRONICS'], 'the sign is the only text');
      assert.match(picture, /aria-label="Bengal Electronics showroom"/);
    }
    assert.notEqual(kolkata, ranchi, 'every showroom looks the same');
  });

  test('unknown or malicious paths are a 404', async () => {
    for (const path of [
      'nothing.svg',
      'banners/promo-fridge.svg',
      'banners/best-seller-.svg',
      'banners/no-cost-emi-2.svg',
      'banners/unknown.svg',
      'brands/.svg',
      'categories/a/b.svg',
      'products/../../etc/passwd',
      'products/tv/lg/x-1.png',
      'products/tv/lg/x-1.webp.svg',
      'categories/tv.webp/',
      '%2e%2e/%2e%2e/package.json',
    ]) {
      const response = await t().app.inject({ method: 'GET', url: `/api/images/${path}` });
      assert.equal(response.statusCode, 404, path);
    }
  });
});
