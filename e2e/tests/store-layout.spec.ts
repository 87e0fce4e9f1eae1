// Layout checks that need a real browser: the header at a tablet width, out-of-stock cards, paging
// to the top of a list, the My Account menu and the chat button on a phone, sub-category listings.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { firstImage, newShopper, openWith, productsOf } from '../fixtures/shopper';

interface ListedProduct {
  Model: string;
  Name: string;
  In_stock: boolean;
}

const inView = async (page: Page, locator: Locator) => {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'the element is laid out').not.toBeNull();
  return (
    box!.x >= 0 && box!.y >= 0 && box!.x + box!.width <= viewport.width + 0.5 && box!.y + box!.height <= viewport.height + 0.5
  );
};

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [800, 1280])
  test.describe(`header at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('shows the support phone and e-mail, keeps All Categories on one line and the search placeholder whole', async ({
      page,
    }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: '+91 33 4050 1987' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'care@bengalelectronics.in' })).toBeVisible();

      const categories = header.getByRole('button', { name: 'All Categories' });
      const lineHeight = await categories.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
      const box = (await categories.boundingBox())!;
      expect(box.height).toBeLessThan(lineHeight * 2 + 12);

      const search = header.getByRole('combobox', { name: 'Search products' });
      await expect(search).toBeVisible();
      const fits = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input, '::placeholder');
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const inner =
          input.clientWidth - parseFloat(getComputedStyle(input).paddingLeft) - parseFloat(getComputedStyle(input).paddingRight);
        return { text: context.measureText(input.placeholder).width, inner };
      });
      expect(fits.text).toBeLessThanOrEqual(fits.inner);
    });
  });

test.describe('listings at 1280px', () => {
  test("an out-of-stock card says 'Out of Stock' and has no cart button", async ({ page, request }) => {
    let sold: ListedProduct | undefined;
    for (const category of ['Air Coolers', 'Audio', 'Home Appliances', 'Kitchen Appliances']) {
      const response = await request.post(`/api/excel-data?field=Categories&value=${encodeURIComponent(category)}`);
      sold = ((await response.json()) as ListedProduct[]).find((product) => !product.In_stock);
      if (sold) break;
    }
    expect(sold, 'the seed has out-of-stock products (stock of 2 or fewer)').toBeTruthy();
    await page.goto(`/search/${encodeURIComponent(sold!.Model.split('/')[0]!)}`);
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('link', { name: sold!.Name, exact: true }) })
      .first();
    await expect(card.getByText('Out of Stock')).toBeVisible();
    await expect(card.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
  });

  test('Next takes the shopper to the top of the next page of the list', async ({ page }) => {
    await page.goto('/category/Kitchen%20Appliances');
    const heading = page.getByRole('heading', { level: 1 });
    // The first listing of a fresh store can take a while on a busy machine.
    await expect(page.getByText(/^Showing 1–20 of \d+ products$/)).toBeVisible({ timeout: 30_000 });
    const next = page.getByRole('button', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    expect(await inView(page, heading)).toBe(false);
    await next.click();
    await expect(page.getByText(/^Showing 21–40 of \d+ products$/)).toBeVisible();
    await expect.poll(() => inView(page, heading)).toBe(true);
  });

  test('Window AC, Split AC and Inverter AC each list their own air conditioners', async ({ page }) => {
    for (const [route, word] of [
      ['Window AC', /Window AC/],
      ['Split AC', /Split AC/],
      ['Inverter AC', /Inverter/],
    ] as const) {
      await page.goto(`/category/${encodeURIComponent(route)}`);
      const names = page.getByRole('heading', { level: 3 });
      await expect(names.first()).toBeVisible();
      for (const name of await names.allTextContents()) expect(name).toMatch(word);
    }
  });
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the My Account menu shows every entry, Account details and Logout included', async ({ page, request }) => {
    const { token } = await newShopper(request, 'Menu Shopper');
    await openWith(page, { token }, '/my-account');
    const menu = page.getByRole('navigation', { name: 'My account' });
    for (const name of ['Dashboard', 'Orders', 'Addresses', 'Account details']) {
      const link = menu.getByRole('link', { name });
      await expect(link).toBeVisible();
      expect(await inView(page, link), `${name} is on screen`).toBe(true);
    }
    const logout = menu.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    expect(await inView(page, logout)).toBe(true);
    const sideways = await menu.evaluate((nav) => nav.scrollWidth > nav.clientWidth + 1);
    expect(sideways).toBe(false);
  });

  test('the chat button steps aside while the search bar is open', async ({ page }) => {
    await page.goto('/');
    const chat = page.getByRole('link', { name: /Chat with us/ });
    await expect(chat).toBeVisible();
    const toggle = page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Search' });
    await toggle.click();
    const box = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
    await expect(box).toBeVisible();
    await expect(chat).toBeHidden();
    await toggle.click();
    await expect(chat).toBeVisible();
  });

  test("the chat button does not cover the cart's pincode row", async ({ page, request }) => {
    const [product] = await productsOf(request, 'Audio');
    const line = {
      model: product!.Model,
      name: product!.Name,
      price: Number(product!.Sale_price || product!.Regular_price),
      url: firstImage(product!),
      quantity: 1,
    };
    await openWith(page, { cart: [line] }, '/cart');
    const row = page.getByLabel('Check delivery');
    await expect(row).toBeVisible();
    const chat = page.getByRole('link', { name: /Chat with us/ });
    // Wherever the shopper scrolls the row to, the button is not over it or its Check button.
    for (const block of ['start', 'center', 'end'] as const) {
      await row.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
      const rowBox = (await row.locator('xpath=ancestor::form[1]').boundingBox())!;
      const chatBox = await chat.boundingBox();
      if (chatBox) expect(overlaps(rowBox, chatBox), `chat button over the pincode row (${block})`).toBe(false);
    }
  });
});
