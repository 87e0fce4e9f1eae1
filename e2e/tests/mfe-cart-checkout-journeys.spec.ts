// mfe-cart-checkout journeys through the real api and the sandbox payment provider (api/README.md):
// pay and succeed; pay, fail, retry and succeed; an undeliverable pincode; an expired coupon; a
// price changed on the server between cart and checkout; the last units bought in two tabs at once.
// Each journey runs at 1280px and 375px with a shopper of its own, registered through the api with
// the OTP from the development outbox (api/README.md). Uses only Playwright's own fixtures.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { callApi as call, newShopper } from '../fixtures/shopper';

interface Product {
  Model: string;
  Name: string;
  Sale_price: number | null;
  Regular_price: number | null;
  Images: string;
}

interface CartLine {
  model: string;
  name: string;
  price: number;
  url: string;
  quantity: number;
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
];

const BILLING: Record<string, string> = {
  'First name': 'Ananya',
  'Last name': 'Sen',
  Landmark: 'Near Park Street metro',
  'Street address': '14 Park Street',
  'Town / City': 'Kolkata',
  State: 'West Bengal',
  'PIN code': '700016',
};

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const priceOf = (product: Product) => Number(product.Sale_price || product.Regular_price || 0);

async function stockOf(request: APIRequestContext, model: string): Promise<number> {
  const answer = await call<{ body?: { ProductStock?: Array<{ Available_Qty: number }> } }>(request, 'stock-details', {
    sku: model,
  });
  return Number(answer.body?.ProductStock?.[0]?.Available_Qty ?? 0);
}

/** Products of a category with at least `minStock` units, cheapest first. */
async function productsWithStock(request: APIRequestContext, category: string, minStock: number, maxStock = 100_000) {
  const response = await request.post(`/api/excel-data?field=Categories&value=${encodeURIComponent(category)}`);
  const products = ((await response.json()) as Product[]).filter((product) => priceOf(product) > 0);
  const found: Array<{ product: Product; stock: number }> = [];
  for (const product of products) {
    const stock = await stockOf(request, product.Model);
    if (stock >= minStock && stock <= maxStock) found.push({ product, stock });
  }
  return found.sort((a, b) => priceOf(a.product) - priceOf(b.product));
}

async function aProduct(request: APIRequestContext, category: string, minStock: number): Promise<Product> {
  const [found] = await productsWithStock(request, category, minStock);
  if (!found) throw new Error(`the seed has no ${category} product with ${minStock} units`);
  return found.product;
}

function lineOf(product: Product, quantity = 1, price = priceOf(product)): CartLine {
  return { model: product.Model, name: product.Name, price, url: product.Images.split(',')[0]?.trim() ?? '', quantity };
}

/** Puts the shopper's session and cart in the browser, as logging in and adding to cart would. */
async function openWith(page: Page, storage: Record<string, unknown>, path: string) {
  await page.goto('/registry.json');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }, storage);
  await page.goto(path);
}

async function fillBilling(page: Page, phone: string, overrides: Record<string, string> = {}) {
  const values = { ...BILLING, Phone: phone, 'Email address': `cart.${phone}@example.in`, ...overrides };
  for (const [label, value] of Object.entries(values)) {
    await page
      .getByLabel(new RegExp(`^${label.replace(/[/]/g, '\\/')}`))
      .first()
      .fill(value);
  }
}

async function placeOrder(page: Page) {
  const button = page.getByRole('button', { name: 'Place order' });
  await expect(button).toBeEnabled();
  await button.click();
}

async function orders(request: APIRequestContext, token: string) {
  const answer = await call<{ body: string }>(request, 'retrive-order', { token });
  return JSON.parse(answer.body) as Array<{ order_id: string; order_status: string; total?: number }>;
}

async function storedCart(page: Page): Promise<CartLine[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]') as CartLine[]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`cart and checkout at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a shopper applies a coupon, checks delivery, pays and succeeds', async ({ page, request }) => {
      const { token, phone } = await newShopper(request, 'Cart Shopper');
      const product = await aProduct(request, 'audio', 5);
      await openWith(page, { token, cart: [lineOf(product, 2)] }, '/cart');

      const subtotal = Math.round(priceOf(product) * 200) / 100;
      await expect(page.getByRole('main').getByText(inr.format(subtotal)).first()).toBeVisible();
      await page.getByLabel('Coupon code').fill('welcome10');
      await expect(page.getByLabel('Coupon code')).toHaveValue('WELCOME10');
      await page.getByRole('button', { name: 'Apply coupon' }).click();
      await expect(page.getByText('Coupon applied successfully!')).toBeVisible();
      await page.getByLabel('Check delivery').fill('700016');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.getByText('Delivery is available in your area')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Deliverable' })).toBeVisible();

      await page.getByRole('link', { name: 'Proceed to checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
      await fillBilling(page, phone);
      await placeOrder(page);

      await page.getByRole('button', { name: 'Simulate success' }).click();
      await expect(page).toHaveURL(/\/success/);
      await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
      expect(await storedCart(page)).toEqual([]);
      expect(await page.evaluate(() => window.localStorage.getItem('coupon'))).toBeNull();

      await page.reload();
      await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
      const placed = await orders(request, token);
      expect(placed.map((order) => order.order_status)).toEqual(['payment successfull']);

      await page.getByRole('link', { name: 'Go to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('a failed payment keeps the cart, and trying again pays a new order', async ({ page, request }) => {
      const { token, phone } = await newShopper(request, 'Cart Shopper');
      const product = await aProduct(request, 'mobile accessories', 5);
      await openWith(page, { token, cart: [lineOf(product)] }, '/checkout');
      await fillBilling(page, phone);
      await placeOrder(page);

      await page.getByRole('button', { name: 'Simulate failure' }).click();
      await expect(page).toHaveURL(/\/failure/);
      await expect(page.getByText('Your Payment Has Failed, Please Try Again')).toBeVisible();
      await page.reload();
      await expect(page.getByText('Your Payment Has Failed, Please Try Again')).toBeVisible();
      expect(await storedCart(page)).toHaveLength(1);

      await page.getByRole('link', { name: 'Try Again' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByLabel(/^First name/).first()).toHaveValue('Ananya');
      await placeOrder(page);
      await page.getByRole('button', { name: 'Simulate success' }).click();
      await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();

      const statuses = (await orders(request, token)).map((order) => order.order_status).sort();
      expect(statuses).toEqual(['payment failed', 'payment successfull']);
    });

    test('an undeliverable pincode is refused in the cart and at checkout', async ({ page, request }) => {
      const { token, phone } = await newShopper(request, 'Cart Shopper');
      const product = await aProduct(request, 'audio', 3);
      await openWith(page, { token, cart: [lineOf(product)] }, '/cart');
      await page.getByLabel('Check delivery').fill('110001');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.getByText('Delivery is not available in your area')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Not deliverable' })).toBeVisible();

      await page.getByRole('link', { name: 'Proceed to checkout' }).click();
      await fillBilling(page, phone, { 'PIN code': '110001', State: 'Delhi', 'Town / City': 'New Delhi' });
      await placeOrder(page);
      await expect(page.getByRole('dialog', { name: 'Delivery is not available in your area' })).toBeVisible();
      await page.getByRole('button', { name: 'OK' }).click();
      expect(await orders(request, token)).toEqual([]);
    });

    test('an expired coupon is refused in the cart and by the server at checkout', async ({ page, request }) => {
      const { token, phone } = await newShopper(request, 'Cart Shopper');
      const product = await aProduct(request, 'audio', 3);
      await openWith(page, { token, cart: [lineOf(product)] }, '/cart');
      await page.getByLabel('Coupon code').fill('EXPIRED2020');
      await page.getByRole('button', { name: 'Apply coupon' }).click();
      await expect(page.getByText('Coupon no longer valid!')).toBeVisible();
      await page.getByLabel('Coupon code').fill('NOSUCHCODE');
      await page.getByRole('button', { name: 'Apply coupon' }).click();
      await expect(page.getByText('Invalid coupon code!')).toBeVisible();

      // A coupon applied while it was still valid, then expired before the order was placed.
      const stale = { coupon_name: 'EXPIRED2020', validity_status: 'valid', discount_applied: 300 };
      await openWith(page, { coupon: stale }, '/checkout');
      await fillBilling(page, phone);
      await placeOrder(page);
      await expect(page.getByRole('dialog', { name: 'Coupon no longer valid!' })).toBeVisible();
    });

    test('a price changed on the server wins between cart and checkout', async ({ page, request }) => {
      const { token, phone } = await newShopper(request, 'Cart Shopper');
      const product = await aProduct(request, 'computer & laptop', 3);
      const real = priceOf(product);
      const stalePrice = Math.max(1, Math.round((real - 250.5) * 100) / 100);
      await openWith(page, { token, cart: [lineOf(product, 1, stalePrice)] }, '/checkout');
      await fillBilling(page, phone);
      await placeOrder(page);

      const realTotal = real > 5000 ? real : Math.round((real + 197) * 100) / 100;
      await expect(page.getByRole('button', { name: 'Simulate success' })).toBeVisible();
      // The sandbox is served on the store's origin: the cart there already holds the server's price.
      expect((await storedCart(page))[0]?.price).toBe(real);
      await page.getByRole('button', { name: 'Simulate success' }).click();
      await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
      const [paid] = await orders(request, token);
      expect(paid?.order_status).toBe('payment successfull');
      expect(paid?.total).toBe(realTotal);
    });

    test('the last units bought by two shoppers at once make one order and one clear refusal', async ({
      browser,
      page,
      request,
    }) => {
      // Two shoppers (one shopper's second check-out would release the first's hold: api/README.md,
      // "Stock holds"), each for every unit left, within what one shopper may hold (5).
      const { token, phone } = await newShopper(request, 'Cart Shopper');
      const rival = await newShopper(request, 'Rival Shopper');
      const candidates = await productsWithStock(request, 'kitchen appliances', 2, 5);
      const chosen = candidates[viewport.name === 'desktop' ? 0 : 1] ?? candidates[0];
      if (!chosen) throw new Error('the seed has no kitchen appliance with 2 to 5 units');
      const { product, stock } = chosen;
      await openWith(page, { token, cart: [lineOf(product, stock)] }, '/checkout');
      const rivalContext = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport: { width: viewport.width, height: viewport.height },
      });
      const other = await rivalContext.newPage();
      await openWith(other, { token: rival.token, cart: [lineOf(product, stock)] }, '/checkout');

      await fillBilling(page, phone);
      await fillBilling(other, rival.phone);
      await Promise.all([placeOrder(page), placeOrder(other)]);

      const outcome = async (tab: Page) => {
        const paying = tab.getByRole('button', { name: 'Simulate success' });
        const refused = tab.getByRole('dialog');
        await expect(paying.or(refused)).toBeVisible();
        return (await paying.isVisible()) ? 'paying' : ((await refused.textContent()) ?? '');
      };
      const results = await Promise.all([outcome(page), outcome(other)]);
      expect(results.filter((result) => result === 'paying')).toHaveLength(1);
      // The refusal names the product but not how many units are left.
      expect(results.find((result) => result !== 'paying')).toMatch(/Not enough .+ in stock for this order/);

      const payingTab = results[0] === 'paying' ? page : other;
      await payingTab.getByRole('button', { name: 'Simulate success' }).click();
      await expect(payingTab.getByText('Thank you. Your order has been received.')).toBeVisible();
      expect(await stockOf(request, product.Model)).toBe(0);
      await rivalContext.close();
    });
  });
}
