// A search engine finds every product from /sitemap.xml, robots.txt names it, and the store
// can be added to a phone's home screen (the manifest linked from the page, its icons served).
import { expect, test } from '../fixtures/store-test';
import { e2eEnv } from '../fixtures/e2e-env';
import { productRoute, productsOf } from '../fixtures/shopper';

const origin = e2eEnv().baseUrl;
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

test('robots.txt names the sitemap, whose files list the products, categories and brands of the catalogue', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);

  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const files = locsOf(await index.text());
  expect(files).toEqual(
    ['/sitemaps/', '/sitemaps/bn/', '/sitemaps/hi/'].flatMap((dir) => [
      `${origin}${dir}products-1.xml`,
      `${origin}${dir}categories.xml`,
      `${origin}${dir}brands.xml`,
    ]),
  );

  const products = locsOf(await (await request.get('/sitemaps/products-1.xml')).text());
  const [audio] = await productsOf(request, 'audio');
  expect(products).toContain(`${origin}${productRoute(audio!)}`);
  const categories = locsOf(await (await request.get('/sitemaps/categories.xml')).text());
  expect(categories).toContain(`${origin}/category/audio`);
  const brands = locsOf(await (await request.get('/sitemaps/brands.xml')).text());
  expect(brands).toContain(`${origin}/brands/${encodeURIComponent(audio!.Brands)}`);

  // A listed product page is one the store opens.
  const product = await request.get(products[0]!);
  expect(product.status()).toBe(200);
  expect((await request.get('/sitemaps/products-2.xml')).status()).toBe(404);

  // The Bengali file lists the same products under /bn, and such a page opens in Bengali.
  const bengali = locsOf(await (await request.get('/sitemaps/bn/products-1.xml')).text());
  expect(bengali).toContain(`${origin}/bn${productRoute(audio!)}`);
  const inBengali = await request.get(bengali[0]!);
  expect(inBengali.status()).toBe(200);
  expect(await inBengali.text()).toContain('<html lang="bn-IN"');
});

test('the page links a manifest the browser can install from, with its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href ?? '')).json()) as {
    start_url: string;
    display: string;
    icons: Array<{ src: string }>;
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(touchIcon ?? '')).status()).toBe(200);
});
