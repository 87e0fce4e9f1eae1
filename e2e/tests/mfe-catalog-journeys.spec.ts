// mfe-catalog journeys against the running store: home to listing to product to cart; a search
// with a typo to a suggestion and to View All; filters and sorts that survive a reload; wishlist
// and compare round trips. Each runs at 1280px and at 375px. Uses only Playwright's own fixtures.
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';

interface Product {
  Model: string;
  Name: string;
  Sale_price: number | null;
  Regular_price: number | null;
  Categories: string;
  Brands: string;
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
];

const CATEGORY = 'mobile & tab';
const priceOf = (product: Product) => Number(product.Sale_price || product.Regular_price || 0);
const routeId = (model: string) => model.split('/')[0] ?? model;
const isAscending = (values: number[]) =>
  values.length > 0 && values.every((value, index) => index === 0 || values[index - 1]! <= value);

async function categoryProducts(request: APIRequestContext, category: string): Promise<Product[]> {
  const response = await request.post(`/api/excel-data?field=Categories&value=${encodeURIComponent(category)}`);
  return (await response.json()) as Product[];
}

async function stockOf(request: APIRequestContext, model: string): Promise<number> {
  const response = await request.post('/api/stock-details', { data: { sku: model } });
  const answer = (await response.json()) as { body?: { ProductStock?: Array<{ Available_Qty: number }> } };
  return Number(answer.body?.ProductStock?.[0]?.Available_Qty ?? 0);
}

/** The first product of the listing's first page that can be bought (more than 2 in stock). */
async function purchasableOnFirstPage(request: APIRequestContext): Promise<Product> {
  for (const product of (await categoryProducts(request, CATEGORY)).slice(0, 20)) {
    if ((await stockOf(request, product.Model)) > 2) return product;
  }
  throw new Error(`no purchasable ${CATEGORY} product on the first page`);
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

/** The header's search box; on a phone it opens from the bottom bar first. */
async function searchBox(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    const toggle = page.getByRole('button', { name: 'Search', exact: true }).filter({ visible: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  const box = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
  await expect(box).toBeVisible();
  return box;
}

/** Listing filters: in the sidebar on a desktop, in the side panel on a phone. */
async function filters(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: 'Filters' }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

async function closeFilters(page: Page) {
  if (isPhone(page))
    await page
      .getByRole('dialog', { name: 'Filters' })
      .getByRole('button', { name: /^Show \d+ products$/ })
      .click();
}

const storage = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? '[]') as unknown[], key);

for (const viewport of VIEWPORTS) {
  test.describe(`catalog at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('home to a listing to a product to the cart', async ({ page, request }) => {
      const product = await purchasableOnFirstPage(request);
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Offers' }).getByRole('img').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Latest Electronics Products' })).toBeVisible();

      const viewAll = page.getByRole('link', { name: 'View All MOBILE & TAB' });
      await viewAll.scrollIntoViewIfNeeded();
      await viewAll.click();
      await expect(page).toHaveURL(/\/category\/mobile%20%26%20tab$/);
      await expect(page.getByRole('heading', { level: 1, name: CATEGORY })).toBeVisible();

      // Cards open products in a new tab; follow the card's link in this tab.
      const card = page.getByRole('link', { name: product.Name, exact: true }).first();
      await expect(card).toHaveAttribute('target', '_blank');
      const href = await card.getAttribute('href');
      expect(href).toBe(`/product/${encodeURIComponent(routeId(product.Model))}`);
      await page.goto(href ?? '/');

      await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(product.Name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      // One Product (in <head> from the server, or in the page when rendered in the browser), beside its breadcrumbs.
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as { '@type': string; offers?: { priceCurrency: string } },
      );
      const products = jsonLd.filter((data) => data['@type'] === 'Product');
      expect(products).toHaveLength(1);
      expect(products[0]?.offers?.priceCurrency).toBe('INR');

      await page.getByRole('button', { name: 'Buy Now' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      const cart = (await storage(page, 'cart')) as Array<{ model: string; quantity: number; price: number }>;
      expect(cart).toEqual([expect.objectContaining({ model: product.Model, quantity: 1, price: priceOf(product) })]);
    });

    test('a search with a typo finds suggestions, opens one, and View All lists results', async ({ page }) => {
      await page.goto('/');
      let box = await searchBox(page);
      await box.fill('samsng');
      const options = page.getByRole('option');
      await expect(options.first()).toBeVisible();
      expect(await options.count()).toBeLessThanOrEqual(3);
      const first = (await options.first().textContent()) ?? '';
      await options.first().click();
      await expect(page).toHaveURL(/\/product\//);
      await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();

      box = await searchBox(page);
      await box.fill('');
      await box.fill('samsng');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.getByRole('button', { name: 'View All' }).filter({ visible: true }).click();
      await expect(page).toHaveURL(/\/search\/samsng$/);
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(page.getByText('No products found')).toHaveCount(0);
    });

    test('filters and sort survive a reload and Back', async ({ page, request }) => {
      const products = await categoryProducts(request, CATEGORY);
      const brand = [...new Set(products.map((p) => p.Brands))].sort()[0] ?? '';
      await page.goto(`/category/${encodeURIComponent(CATEGORY)}`);
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();

      const panel = await filters(page);
      // The box is ticked once the URL query changes, a moment after the click.
      const brandBox = panel.getByRole('checkbox', { name: brand, exact: true });
      await brandBox.click();
      await expect(brandBox).toBeChecked();
      await closeFilters(page);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Low to High' });
      await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(brand).replace(/%20/g, '(\\+|%20)')}.*sort=price-asc`));

      // The URL changes first; the list is sorted a moment later. `before` is the list read sorted.
      const priceByName = new Map(products.map((p) => [p.Name, priceOf(p)]));
      let before: string[] = [];
      await expect
        .poll(
          async () => {
            before = await page.getByRole('heading', { level: 3 }).allTextContents();
            return isAscending(before.map((name) => priceByName.get(name) ?? Number.NaN));
          },
          { message: 'the list is sorted Low to High' },
        )
        .toBe(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(before);
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');

      const expected = products.filter((p) => p.Brands === brand).length;
      await expect(page.getByText(new RegExp(`of ${expected} products$`))).toBeVisible();

      await page.goto('/');
      await page.goBack();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
      const again = await filters(page);
      await expect(again.getByRole('checkbox', { name: brand, exact: true })).toBeChecked();
    });

    test('wishlist and compare round trips', async ({ page, request }) => {
      const [a, b] = await categoryProducts(request, CATEGORY);
      if (!a || !b) throw new Error('the seed has too few products');
      await page.goto(`/category/${encodeURIComponent(CATEGORY)}`);
      for (const product of [a, b]) {
        const card = page
          .locator('article')
          .filter({ has: page.getByRole('link', { name: product.Name, exact: true }) })
          .first();
        await card.hover();
        await card.getByRole('button', { name: 'Add to Wishlist' }).click();
        await expect(card.getByRole('button', { name: 'Added' }).first()).toBeVisible();
        await card.getByRole('button', { name: 'Compare' }).click();
      }
      const wishlist = (await storage(page, 'wishlist')) as Array<Record<string, unknown>>;
      expect(wishlist.map((item) => Object.keys(item).sort())).toEqual(
        Array(2).fill(['image', 'in_stock', 'model', 'name', 'regular_price', 'sale_price']),
      );
      const compared = (await storage(page, 'compareItems')) as Array<Record<string, unknown>>;
      expect(compared).toHaveLength(2);
      expect(compared[0]).toHaveProperty('dimmensions');
      expect(compared[0]).toHaveProperty('catagory');

      await page.goto('/wishlist');
      await expect(page.getByRole('link', { name: a.Name })).toBeVisible();
      await page.getByRole('button', { name: `Remove ${a.Name} from wishlist` }).click();
      await page.getByRole('button', { name: `Remove ${b.Name} from wishlist` }).click();
      await expect(page.getByText('Your wishlist is empty.')).toBeVisible();

      await page.goto('/compare');
      await expect(page.getByRole('tab').first()).toBeVisible();
      await expect(page.getByRole('columnheader', { name: a.Name })).toBeVisible();
      await page.getByRole('button', { name: `Remove ${a.Name} from compare` }).click();
      await page.getByRole('button', { name: `Remove ${b.Name} from compare` }).click();
      await expect(page.getByText('No products to compare.')).toBeVisible();

      // The product page's Compare says 'Added', then 'Already Added' for the same model.
      await page.goto(`/product/${encodeURIComponent(routeId(a.Model))}`);
      const info = page.getByRole('heading', { level: 1, name: a.Name }).locator('..');
      const compare = info.getByRole('button', { name: /Compare|Added/ });
      await compare.click();
      await expect(compare).toHaveText('Added');
      await expect(compare).toHaveText('Compare', { timeout: 5000 });
      await compare.click();
      await expect(compare).toHaveText('Already Added');
      expect(await storage(page, 'compareItems')).toHaveLength(1);
    });
  });
}
