// Drills: a shopper on a slow phone acts before the page's scripts have run. Every script answer is
// held back, the shopper types and taps as soon as the HTML is there, then the page hydrates and
// settles. Nothing typed is lost and every tap has its effect exactly once (ARCHITECTURE.md, "Before
// the scripts run").
import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { newShopper, productRoute, productsOf, stored, type Product } from '../fixtures/shopper';

const SCRIPT_DELAY_MS = 1500;
const TYPED_SEARCH = 'samsung';

interface StoredLine {
  model: string;
  quantity: number;
}

async function holdScripts(context: BrowserContext): Promise<void> {
  await context.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.storeReady === 'true');

/** Opens a page and returns as soon as its HTML starts to arrive (the fixture's goto waits for hydration). */
async function openEarly(page: Page, path: string): Promise<void> {
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
}

/** Proves the shopper acted on the server's HTML, then lets the page hydrate and its calls finish. */
async function settle(page: Page): Promise<void> {
  expect(await hydrated(page), 'the shopper acted before the page was hydrated').toBe(false);
  await page.waitForFunction(() => document.documentElement.dataset.storeReady === 'true', undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

const headerSearch = (page: Page) => page.getByRole('banner').getByLabel('Search products').filter({ visible: true });

async function stockOf(page: Page, model: string): Promise<number> {
  const response = await page.request.post('/api/stock-details', { data: { sku: model } });
  const answer = (await response.json()) as { body?: { ProductStock?: Array<{ Available_Qty: number }> } };
  return Number(answer.body?.ProductStock?.[0]?.Available_Qty ?? 0);
}

async function purchasable(page: Page, category: string): Promise<Product> {
  for (const product of (await productsOf(page.request, category)).slice(0, 20)) {
    if ((await stockOf(page, product.Model)) > 2) return product;
  }
  throw new Error(`no purchasable ${category} product`);
}

/** Counts the browser's requests to one api call. */
function countCalls(page: Page, call: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/${call}`)) seen.push(request);
  });
  return seen;
}

test.beforeEach(async ({ context }, testInfo) => {
  if (!testInfo.title.startsWith('with no script')) await holdScripts(context);
});

/** The prices of the listing's cards, in order, by their names (refrigerators: every name is one product's). */
async function listedPrices(page: Page): Promise<number[]> {
  const priceByName = new Map(
    (await productsOf(page.request, 'refrigerators')).map((p) => [p.Name, Number(p.Sale_price || p.Regular_price || 0)]),
  );
  const names = await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
  return names.map((name) => priceByName.get(name) ?? Number.NaN);
}

const FIRST_VIEWS = ['/', '/category/refrigerators', '/cart', '/register-login', '/career', '/contact-us'];

for (const path of FIRST_VIEWS) {
  test(`on ${path} the header search keeps what was typed before the scripts ran`, async ({ page }) => {
    await openEarly(page, path);
    await headerSearch(page).pressSequentially(TYPED_SEARCH);
    await settle(page);
    await expect(headerSearch(page)).toHaveValue(TYPED_SEARCH);
  });
}

test('signed in, /checkout keeps the header search typed before the scripts ran', async ({ page }) => {
  const { token } = await newShopper(page.request);
  await page.mainFrame().goto('/registry.json');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  await openEarly(page, '/checkout');
  await headerSearch(page).pressSequentially(TYPED_SEARCH);
  await settle(page);
  await expect(headerSearch(page)).toHaveValue(TYPED_SEARCH);
});

test('a search sent before the scripts ran opens its results', async ({ page }) => {
  await openEarly(page, '/');
  await headerSearch(page).pressSequentially(TYPED_SEARCH);
  await headerSearch(page).press('Enter');
  await page.waitForURL(`**/search/${TYPED_SEARCH}`);
  await page.waitForFunction(() => document.documentElement.dataset.storeReady === 'true', undefined, { timeout: 30_000 });
  await expect(page.getByRole('main')).toContainText(/samsung/i);
});

test('on a product page what was typed stays and Add to Cart and Compare act once', async ({ page }) => {
  const product = await purchasable(page, 'refrigerators');
  await openEarly(page, productRoute(product));
  const main = page.getByRole('main');
  await headerSearch(page).pressSequentially(TYPED_SEARCH);
  await main.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await main.getByRole('textbox', { name: 'Check delivery' }).pressSequentially('700016');
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  // The buy box's: once hydrated, the related products below bring a Compare button per card.
  await main.getByRole('button', { name: 'Compare' }).first().click();
  await settle(page);

  await expect(headerSearch(page)).toHaveValue(TYPED_SEARCH);
  await expect(main.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(main.getByRole('textbox', { name: 'Check delivery' })).toHaveValue('700016');
  await expect(page.getByText(`${product.Name} added to cart successfully`)).toHaveCount(1);
  await expect(main.getByRole('button', { name: 'Added' })).toBeVisible();
  const cart = (await stored<StoredLine[]>(page, 'cart')) ?? [];
  expect(cart.map(({ model, quantity }) => ({ model, quantity }))).toEqual([{ model: product.Model, quantity: 2 }]);
  expect(((await stored<unknown[]>(page, 'compareItems')) ?? []).length).toBe(1);
});

test('a product tab chosen before the scripts ran looks busy, then opens', async ({ page }) => {
  const product = await purchasable(page, 'refrigerators');
  await openEarly(page, productRoute(product));
  const tab = page.getByRole('main').getByRole('tab', { name: /^Specification/ });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-busy', 'true');
  await settle(page);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).not.toHaveAttribute('aria-busy');
});

test('a tap on Add to Cart for a product gone out of stock meanwhile says so and adds nothing', async ({ page }) => {
  const product = await purchasable(page, 'refrigerators');
  await page.route('**/api/stock-details', (route) =>
    route.fulfill({ json: { statusCode: 200, body: { ProductStock: [{ Available_Qty: 0 }] } } }),
  );
  await openEarly(page, productRoute(product));
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await settle(page);

  await expect(page.getByText(`${product.Name} is out of stock`)).toBeVisible();
  await expect(page.getByText(`${product.Name} added to cart successfully`)).toHaveCount(0);
  expect((await stored<StoredLine[]>(page, 'cart')) ?? []).toEqual([]);
});

test('on a category page the sort chosen before the scripts ran is applied', async ({ page }) => {
  await openEarly(page, '/category/refrigerators');
  await page.getByRole('main').getByRole('combobox', { name: 'Sort by' }).first().selectOption({ label: 'Low to High' });
  await settle(page);

  await expect(page).toHaveURL(/[?&]sort=price-asc\b/);
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Sort by' }).first()).toHaveValue('price-asc');
  const prices = await listedPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('on a category page Next tapped before the scripts ran is a link: it opens the next page', async ({ page }) => {
  await openEarly(page, '/category/Kitchen%20Appliances');
  const next = page.getByRole('main').getByRole('link', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  expect(await hydrated(page), 'the shopper acted before the page was hydrated').toBe(false);
  await next.click();
  await page.waitForURL(/[?&]page=2\b/);
  await page.waitForFunction(() => document.documentElement.dataset.storeReady === 'true', undefined, { timeout: 30_000 });
  await expect(page.getByText(/^Showing 21–40 of \d+ products$/)).toBeVisible();
});

test('with no script at all, the sort and the header search are plain forms that work', async ({ page, context }) => {
  await context.route(/\.js(\?|$)/, (route) => route.abort());
  await page.mainFrame().goto('/category/refrigerators');
  await page.getByRole('main').getByRole('combobox', { name: 'Sort by' }).first().selectOption({ label: 'Low to High' });
  await page.getByRole('main').getByRole('button', { name: 'Apply sort' }).first().focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/[?&]sort=price-asc\b/);
  const prices = await listedPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await headerSearch(page).fill(TYPED_SEARCH);
  await headerSearch(page).press('Enter');
  await page.waitForURL(`**/search/${TYPED_SEARCH}`);
});

// Home's cards are below the fold, in parts hydrated late unless one holds a tap.
for (const [where, path] of [
  ['a category page', '/category/refrigerators'],
  ['the home page', '/'],
] as const) {
  test(`on ${where} a card’s Add to cart tapped before the scripts ran adds one unit`, async ({ page }) => {
    await openEarly(page, path);
    const add = page
      .getByRole('main')
      .getByRole('button', { name: /^Add to cart: / })
      .first();
    const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add to cart: /, '');
    await add.click();
    await settle(page);

    await expect(page.getByRole('main').getByRole('button', { name: `Added to cart: ${name}` })).toBeVisible();
    const cart = (await stored<StoredLine[]>(page, 'cart')) ?? [];
    expect(cart.map((line) => line.quantity)).toEqual([1]);
  });
}

test('the header’s login button tapped before the scripts ran opens the dialog once', async ({ page }) => {
  await openEarly(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Login or register' }).click();
  await settle(page);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the header’s All Categories tapped before the scripts ran opens the menu once', async ({ page }) => {
  await openEarly(page, '/');
  const menu = page.getByRole('banner').getByRole('button', { name: 'All Categories' });
  await menu.click();
  await settle(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('list', { name: 'All categories' })).toBeVisible();
});

test('a career application typed and sent before the scripts ran is sent once, as typed', async ({ page }) => {
  const sent = countCalls(page, 'career-submit');
  await openEarly(page, '/career');
  const form = page.getByRole('form', { name: 'Application form' });
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Asha Roy');
  await form.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('9830012345');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('asha.early@example.in');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Typed on a slow phone.');
  await form.getByRole('radio', { name: 'Female' }).click();
  await form
    .getByLabel('Resume (optional)')
    .setInputFiles({ name: 'asha-early-resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 resume') });
  await form.getByRole('button', { name: 'Send application' }).click();
  await settle(page);

  await expect(page.getByText('Thanks for contacting us! We will be in touch with you shortly.')).toBeVisible();
  expect(sent).toHaveLength(1);
  const body = sent[0]!.postDataBuffer()?.toString('utf8') ?? '';
  expect(body).toContain('Asha Roy');
  expect(body).toContain('asha.early@example.in');
  expect(body).toContain('Typed on a slow phone.');
  expect(body).toMatch(/name="gender"\r\n\r\nfemale\r\n/);
  expect(body).toContain('filename="asha-early-resume.pdf"');
});

test('a contact message typed and sent before the scripts ran is sent once, as typed', async ({ page }) => {
  const sent = countCalls(page, 'contact-submit');
  await openEarly(page, '/contact-us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Rahul Sen');
  await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Installation date');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('When will it be installed?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await settle(page);

  await expect(page.getByText('Thank you, your message has been sent.')).toBeVisible();
  expect(sent).toHaveLength(1);
  const body = sent[0]!.postData() ?? '';
  expect(body).toContain('Rahul Sen');
  expect(body).toContain('Installation date');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('the bottom bar’s Search tapped before the scripts ran opens the search once', async ({ page }) => {
    await openEarly(page, '/category/refrigerators');
    const toggle = page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Search' });
    await toggle.click();
    await settle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = page.getByLabel('Search products').filter({ visible: true });
    await box.fill(TYPED_SEARCH);
    await box.press('Enter');
    await page.waitForURL(`**/search/${TYPED_SEARCH}`);
  });

  test('Filters tapped before the scripts ran opens the filter panel once', async ({ page }) => {
    await openEarly(page, '/category/refrigerators');
    await page.getByRole('main').getByRole('button', { name: 'Filters' }).click();
    await settle(page);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
