// The edge renders shopper routes on the server. What a client that runs no script gets
// (the HTML of /, a category and a product holds the first banner, product names and prices), what
// personal pages send (chrome and a skeleton, never a shopper's content), that the server builds
// are never served, and that the browser hydrates that HTML without a mismatch (store-test.ts).
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { mainText, pageHtml, withoutScripts } from '../fixtures/server-html';
import { callApi, productRoute, productsOf, type Product } from '../fixtures/shopper';
import { readRegistry } from '../fixtures/registry';

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const priceOf = (product: Product) => inr.format(Number(product.Sale_price || product.Regular_price || 0));

test('the home page HTML, without scripts, holds the first banner and the first row’s names and prices', async ({ request }) => {
  const slides = (await (await request.get('/api/slider-fetch')).json()) as Array<{ largeImageURL: string }>;
  const latest = await callApi<Product[]>(request, 'fetchHomePagemodels', { Category: 'LATEST ELECTRONICS PRODUCTS' });
  expect(slides.length).toBeGreaterThan(0);
  expect(latest.length).toBeGreaterThan(0);

  const { status, html } = await pageHtml(request, '/');
  expect(status).toBe(200);
  const firstBanner = withoutScripts(html).match(/<img[^>]*src="([^"]*)"[^>]*fetchPriority="high"/i)?.[1];
  expect(firstBanner).toBe(`/api/images/${slides[0]!.largeImageURL}`);
  const text = mainText(html);
  for (const product of latest.slice(0, 4)) {
    expect(text).toContain(product.Name);
    expect(text).toContain(priceOf(product));
  }
});

test('a category page HTML, without scripts, lists its products with prices', async ({ request }) => {
  const products = await productsOf(request, 'TV');
  const { status, html } = await pageHtml(request, '/category/TV');
  expect(status).toBe(200);
  const text = mainText(html);
  const shown = products.filter((product) => text.includes(product.Name));
  expect(shown.length).toBeGreaterThanOrEqual(Math.min(products.length, 4));
  for (const product of shown.slice(0, 4)) expect(text).toContain(priceOf(product));
  expect(html).toMatch(/<title>TV \| Bengal Electronics<\/title>/);
});

test('a product page HTML, without scripts, names the product and its price, with its own title and canonical link', async ({
  request,
  baseURL,
}) => {
  const [product] = await productsOf(request, 'TV');
  if (!product) throw new Error('the seed needs a TV');
  const { status, html } = await pageHtml(request, productRoute(product));
  expect(status).toBe(200);
  const text = mainText(html);
  expect(text).toContain(product.Name);
  expect(text).toContain(priceOf(product));
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${productRoute(product)}" data-server-head>`);
  // Search engines get the Product (price in INR, stock) and its breadcrumbs before any script runs.
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string; offers?: { price: string; priceCurrency: string } },
  );
  expect(jsonLd.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList']);
  expect(jsonLd[0]?.offers).toMatchObject({
    priceCurrency: 'INR',
    price: Number(product.Sale_price || product.Regular_price).toFixed(2),
  });
});

test('a content page HTML, without scripts, has its own title, description and canonical link', async ({ request, baseURL }) => {
  const { status, html } = await pageHtml(request, '/about-us');
  expect(status).toBe(200);
  expect(html).toMatch(/<title>About Us \| Bengal Electronics<\/title>/);
  expect(html).toMatch(/<meta name="description" content="Bengal Electronics is a West Bengal electronics/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/about-us" data-server-head>`);
  expect(mainText(html)).toContain('Our story');
});

test('personal pages send the chrome and a skeleton: the shopper’s content is the browser’s', async ({ request }) => {
  for (const path of ['/cart', '/wishlist', '/compare', '/checkout', '/my-account']) {
    const { status, html } = await pageHtml(request, path);
    expect(status, path).toBe(200);
    const markup = withoutScripts(html);
    expect(markup, path).toContain('Bengal <strong>Electronics</strong>');
    expect(/<main\b[^>]*>([\s\S]*?)<\/main>/.exec(markup)?.[1], path).toMatch(/role="status" aria-label="Loading"/);
  }
});

test('an unknown path is a 404 page rendered by the shell', async ({ request }) => {
  const { status, html } = await pageHtml(request, '/no-such-page-anywhere');
  expect(status).toBe(404);
  expect(withoutScripts(html)).toContain('Bengal <strong>Electronics</strong>');
});

test('the server builds are never served to browsers', async ({ request }) => {
  const registry = readRegistry();
  const shell = registry.shell?.current ?? '';
  const content = registry['mfe-content'].current;
  for (const file of [
    `/remotes/shell/${shell}/server/shell-server.js`,
    `/remotes/mfe-content/${content}/server/remoteEntry.js`,
  ]) {
    expect((await request.get(file)).status(), file).toBe(404);
  }
  expect((await request.get(`/remotes/mfe-content/${content}/mf-manifest.json`)).status()).toBe(200);
});

test('the pictures a page loads are WebP: a phone lays out and paints no SVG document per picture', async ({ page }) => {
  const types: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/images/')) types.push(response.headers()['content-type'] ?? '');
  });
  for (const path of ['/', '/category/audio']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(types.length).toBeGreaterThan(10);
  expect(types.filter((type) => type !== 'image/webp')).toEqual([]);
});

test('every script a page preloads is one it runs, and each stylesheet is linked once', async ({ context, page, request }) => {
  const unused: string[] = [];
  context.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
  });
  const [product] = await productsOf(request, 'TV');
  if (!product) throw new Error('the seed needs a TV');
  const paths = ['/', '/category/audio', productRoute(product), '/cart'];
  const tabs = [page, ...(await Promise.all(paths.slice(1).map(() => context.newPage())))];
  await Promise.all(paths.map((path, index) => tabs[index]!.goto(path, { waitUntil: 'load' })));
  // Chrome tells of a preload nothing used a few seconds after the load event.
  await page.waitForTimeout(4_000);
  expect(unused).toEqual([]);
  // A second <link> to a stylesheet the server linked, added as the page hydrates, restyles it all.
  for (const tab of tabs) {
    await tab.waitForFunction(() => document.documentElement.dataset.storeReady === 'true');
    const stylesheets = await tab.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
    );
    expect(stylesheets.length, tab.url()).toBeGreaterThan(1);
    expect(
      stylesheets.filter((href, index) => stylesheets.indexOf(href) !== index),
      tab.url(),
    ).toEqual([]);
  }
});

/** When the page's first store script was asked for, against its navigation's own marks (ms from its start). */
const scriptStart = (page: Page) =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = resources.filter((entry) => /\/remotes\/.+\.js$/.test(entry.name));
    // The pictures the page asks for first (the loader waits for them), as the browser fetched them.
    const firstPictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(
      (image) => image.currentSrc,
    );
    const pictures = resources.filter((entry) => firstPictures.includes(entry.name));
    return {
      scripts: scripts.length,
      first: Math.min(...scripts.map((entry) => entry.startTime)),
      parsed: navigation.domContentLoadedEventStart,
      pictures: pictures.length,
      picturesIn: Math.max(...pictures.map((entry) => entry.responseEnd)),
    };
  });

test('a page the server rendered whole asks for its scripts once its first pictures are in; one whose head asks for its picture, or says it has none, runs them then; a personal page at once', async ({
  page,
  request,
}) => {
  const [product] = await productsOf(request, 'TV');
  if (!product) throw new Error('the seed needs a TV');
  // A listing opened with a query shows other cards first than its plain address: its head names no picture.
  for (const path of ['/category/audio?sort=popularity']) {
    expect((await pageHtml(request, path)).html, path).toContain('window.__FIRST_VIEW_COMPLETE__=true;');
    await page.goto(path);
    const start = await scriptStart(page);
    expect(start.scripts, path).toBeGreaterThan(5);
    expect(start.pictures, `${path}: the pictures asked for first`).toBeGreaterThan(0);
    expect(start.first, `${path}: the first script after the first pictures are in`).toBeGreaterThanOrEqual(start.picturesIn);
    // When the page answers, for the bench's throttled phone (scripts/lib/phone-load.ts).
    expect(await page.evaluate(() => performance.getEntriesByName('store:hydrated', 'mark').length)).toBe(1);
  }
  // The cart's content is rendered by its scripts: they are asked for while the page is parsed.
  await page.goto('/cart');
  const cart = await scriptStart(page);
  expect(cart.first).toBeLessThan(cart.parsed);
  // The home page's head asks for its banner ahead of them, a plain listing's for its first row, a
  // product page's for its picture: they are fetched while the page is parsed, and the shell's entry
  // is added to the page, to run, only once those pictures are in.
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      const added = changes.flatMap((change) => [...change.addedNodes]);
      if (!added.some((node) => node instanceof HTMLScriptElement && /\/remotes\/shell\/.+\/main\./.test(node.src))) return;
      (window as { entryAddedAt?: number }).entryAddedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/category/audio', productRoute(product)]) {
    await page.goto(path);
    const start = await scriptStart(page);
    expect(start.first, `${path}: fetched while the page is parsed`).toBeLessThan(start.parsed);
    expect(start.pictures, `${path}: its first pictures`).toBeGreaterThan(0);
    const entryAddedAt = await page.evaluate(() => (window as { entryAddedAt?: number }).entryAddedAt);
    expect(entryAddedAt, `${path}: run once its first pictures are in`).toBeGreaterThanOrEqual(start.picturesIn);
  }
  // A text page's head says it shows no picture: nothing to hold back, its scripts are fetched at once too.
  await page.goto('/career');
  const career = await scriptStart(page);
  expect(career.first, '/career: fetched while the page is parsed').toBeLessThan(career.parsed);
});

test.describe('a page whose pictures do not come', () => {
  /** A tab of its own: the fixture's page waits, after each load, for the scripts this test holds back. */
  const tabWithoutPictures = async (context: BrowserContext) => {
    const tab = await context.newPage();
    // Never answered: the window's load event never comes.
    await tab.route('**/api/images/**', () => undefined);
    // With a query, the listing's head names no picture: its scripts are asked for after them.
    await tab.goto('/category/audio?sort=popularity', { waitUntil: 'domcontentloaded' });
    return tab;
  };
  const hydrated = (tab: Page) => tab.waitForFunction(() => document.documentElement.dataset.storeReady === 'true');

  test('a key pressed before its first view is complete asks for the scripts at once', async ({ context }) => {
    const tab = await tabWithoutPictures(context);
    expect((await scriptStart(tab)).scripts, 'no script before the first view or a key').toBe(0);
    const pressed = await tab.evaluate(() => performance.now());
    await tab.keyboard.press('Tab');
    await hydrated(tab);
    const start = await scriptStart(tab);
    expect(start.first).toBeGreaterThanOrEqual(pressed);
    expect(start.first, 'before the latest start (SCRIPTS_AT_LATEST_MS)').toBeLessThan(3_000);
  });

  test('without a key or a tap, the scripts are asked for 3 s after the navigation began, and the page hydrates', async ({
    context,
  }) => {
    const tab = await tabWithoutPictures(context);
    await hydrated(tab);
    expect((await scriptStart(tab)).first).toBeGreaterThanOrEqual(3_000);
  });
});

test('the browser hydrates the server’s pages and they work: no mismatch, the header counts follow storage', async ({
  page,
  request,
}) => {
  const [product] = await productsOf(request, 'TV');
  if (!product) throw new Error('the seed needs a TV');
  await page.goto('/registry.json');
  await page.evaluate((item) => {
    localStorage.setItem('cart', JSON.stringify([{ model: item.Model, name: item.Name, price: 1000, url: '', quantity: 2 }]));
  }, product);
  for (const path of ['/', '/category/TV', productRoute(product), '/about-us']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByRole('banner').getByTestId('cart-amount')).toHaveText('₹2,000.00');
  }
  await page.getByRole('banner').getByTestId('cart-amount').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByText(product.Name).first()).toBeVisible();
});

const firstSlide = async (request: APIRequestContext, call: string) => {
  const answer = (await (await request.get(`/api/${call}`)).json()) as unknown;
  const body = (answer as { body?: string }).body;
  const slides = (typeof body === 'string' ? JSON.parse(body.replace(/\bNaN\b/g, 'null')) : answer) as Array<{
    largeImageURL: string;
  }>;
  return `/api/images/${slides[0]!.largeImageURL}`;
};

for (const { width, shown, hidden } of [
  { width: 412, shown: 'mobile', hidden: 'slider-fetch' },
  { width: 1280, shown: 'desktop', hidden: 'slider-fetch-mobile' },
])
  test.describe(`the home page ${width}px wide`, () => {
    const viewport = { width, height: 900 };
    test.use({ viewport });
    const offers = (on: Page) => on.getByRole('region', { name: 'Offers' });

    test(`the banner and tiles the server sends are as tall as the sliders after hydration; only the ${shown} image is fetched`, async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const hiddenImage = await firstSlide(request, hidden);
      const boxOf = async (on: Page) => {
        const banner = (await offers(on).boundingBox())!;
        const tiles = (await on.getByRole('region', { name: 'Shop by category' }).boundingBox())!;
        const brands = (await on.getByRole('region', { name: 'Popular Brands' }).boundingBox())!;
        // Measured from the banner's top: without scripts the shell's <noscript> line sits above it.
        return { bannerHeight: banner.height, tilesFromBanner: tiles.y - banner.y, brandsFromBanner: brands.y - banner.y };
      };

      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
      const serverPage = await noScript.newPage();
      await serverPage.goto('/');
      await expect(offers(serverPage).getByRole('img').first()).toBeVisible();
      const served = await boxOf(serverPage);
      await noScript.close();

      const images: string[] = [];
      page.on('request', (sent) => images.push(new URL(sent.url()).pathname));
      await page.goto('/');
      // Once their first step was due, the banner and the tiles step by themselves.
      const tiles = page.getByRole('region', { name: 'Shop by category' });
      await expect(offers(page).getByTestId('banner-steps')).toBeVisible();
      await expect(tiles.getByTestId('category-steps')).toBeVisible();
      expect(await boxOf(page)).toEqual(served);
      // A pointer over either hands it to Swiper, as tall again.
      await offers(page).hover();
      await expect(offers(page).locator('.swiper-initialized')).toBeVisible();
      await tiles.hover();
      await expect(tiles.locator('.swiper-initialized')).toBeVisible();
      expect(await boxOf(page)).toEqual(served);
      expect(images).not.toContain(hiddenImage);
    });

    test('the home sliders step on a timer: between steps the page asks for no animation frames', async ({ page }) => {
      // Swiper's own autoplay ran a requestAnimationFrame loop for as long as it played (a frame 60
      // times a second per slider, so the phone never rested on the home page).
      await page.addInitScript(() => {
        const counted = window as unknown as { framesAsked: number };
        counted.framesAsked = 0;
        const ask = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (callback) => {
          counted.framesAsked += 1;
          return ask(callback);
        };
      });
      const framesAsked = () => page.evaluate(() => (window as unknown as { framesAsked: number }).framesAsked);
      await page.goto('/');
      // Both sliders step by themselves from when their first step is due (3 s after the page is shown),
      // which they take at once; the next step is 3 s after that one ended.
      await expect(offers(page).getByTestId('banner-steps')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Shop by category' }).getByTestId('category-steps')).toBeVisible();
      const shownSlide = () => offers(page).getByTestId('banner-steps').getAttribute('data-shown');
      const firstShown = await shownSlide();
      await page.waitForTimeout(1000);
      const before = await framesAsked();
      await page.waitForTimeout(1500);
      expect(await framesAsked(), 'animation frames asked for while no slide moves').toBeLessThan(before + 10);
      await expect.poll(shownSlide, { timeout: 6000, message: 'the banner moves on by itself' }).not.toBe(firstShown);
    });
  });
