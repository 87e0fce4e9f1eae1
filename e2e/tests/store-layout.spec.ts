// Layout checks that need a real browser: the header at a tablet width, out-of-stock cards, paging
// to the top of a list, the My Account menu and the chat button on a phone, sub-category listings,
// a phone-width walk that never scrolls sideways, and names shown as the shop writes them.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { cartLine, newShopper, openWith, productRoute, productsOf } from '../fixtures/shopper';

interface ListedProduct {
  Model: string;
  Name: string;
  In_stock: boolean;
}

// Each test opens its own pages; spread over both workers, this file no longer ends the group alone.
test.describe.configure({ mode: 'parallel' });

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
    const next = page.getByRole('link', { name: 'Next' });
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
    await openWith(page, { cart: [cartLine(product!)] }, '/cart');
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

/** How far the page reaches beyond the viewport's right edge (0 when nothing makes it scroll sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('a shopper walking the store at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('no page scrolls sideways: home, listings, products, search, cart, checkout and my account', async ({ page, request }) => {
    const { token } = await newShopper(request, 'Walking Shopper');
    const [phone] = await productsOf(request, 'Smartphones');
    const [grinder] = await productsOf(request, 'Mixer Grinders');
    const [tv] = await productsOf(request, 'LED TVs');
    const cart = [phone!, grinder!].map(cartLine);
    await openWith(page, { token, cart }, '/');
    const paths = [
      '/',
      '/category/Mobile%20%26%20Tab',
      '/category/Kitchen%20Appliances',
      '/category/Split%20AC',
      productRoute(phone!),
      productRoute(tv!),
      productRoute(grinder!),
      '/search/samsung',
      '/cart',
      '/checkout',
      '/my-account',
      '/my-account/orders',
      '/my-account/address',
      '/my-account/account-details',
    ];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('footer').first()).toBeAttached();
      expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test("a product's Description, Specification and Review tabs all fit on screen", async ({ page, request }) => {
    const [product] = await productsOf(request, 'Smartphones');
    await page.goto(productRoute(product!));
    const tabs = page.getByRole('tablist');
    for (const name of ['Description', 'Specification', 'Review']) {
      const tab = tabs.getByRole('tab', { name });
      // The tabs' part hydrates as it comes near the viewport and may be rendered afresh then
      // (LazyHydrate): the scroll is tried again on the new element.
      await expect(async () => {
        await tab.scrollIntoViewIfNeeded({ timeout: 2000 });
        expect(await inView(page, tab), `${name} is on screen`).toBe(true);
      }).toPass();
    }
    expect(await tabs.evaluate((list) => list.scrollWidth > list.clientWidth + 1)).toBe(false);
  });

  test('the Add to Cart and Buy Now buttons keep their words on one line', async ({ page, request }) => {
    const [product] = await productsOf(request, 'Smartphones');
    await page.goto(productRoute(product!));
    for (const name of ['Add to Cart', 'Buy Now']) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toBeVisible();
      // A run of text set on one line has one box; a wrapped run has one a line.
      const lines = await button.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let most = 0;
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (!text.textContent!.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          most = Math.max(most, [...range.getClientRects()].filter((rect) => rect.width > 1).length);
        }
        return most;
      });
      expect(lines, `${name} wraps`).toBe(1);
    }
  });

  test("the home page's category tiles keep their names apart ('Refrigerators' ran into 'Washing Machine')", async ({ page }) => {
    await page.goto('/');
    const group = page.getByRole('region', { name: 'APPLIANCES', exact: true });
    await group.scrollIntoViewIfNeeded();
    const names = group.getByRole('link');
    await expect(names).toHaveCount(4);
    const boxes = await names.evaluateAll((links) =>
      links.map((link) => {
        const label = link.querySelector('span:last-child')!;
        const range = document.createRange();
        range.selectNodeContents(label);
        const rect = range.getBoundingClientRect();
        // The widest word of the name, set in the name's font, fits the room the name has.
        const style = getComputedStyle(label);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const widestWord = Math.max(...label.textContent.split(' ').map((word) => context.measureText(word).width));
        return {
          x: rect.x,
          y: rect.y,
          width: rect.width,
          height: rect.height,
          right: link.getBoundingClientRect().right,
          widestWord,
          room: (label as HTMLElement).clientWidth,
        };
      }),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box.x + box.width, `tile ${index}'s name stays inside its tile`).toBeLessThanOrEqual(box.right + 0.5);
      expect(box.widestWord, `tile ${index}'s words are not broken`).toBeLessThanOrEqual(box.room + 0.5);
      for (const other of boxes.slice(index + 1)) expect(overlaps(box, other)).toBe(false);
    }
  });
});

for (const width of [375, 1280])
  test.describe(`words as a shop writes them at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a listing heading shows the proper name, not the route value capitalised', async ({ page }) => {
      await page.goto('/category/tv%20%26%20home%20entertainment');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('TV & Home Entertainment');
      await page.goto('/category/Mobile%20%26%20TAB');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobile & Tab');
      await page.goto('/brands/boat');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('boAt');
    });

    test("the home page's category slider shows proper names and routes the spec's values", async ({ page }) => {
      await page.goto('/');
      const tile = page
        .getByRole('region', { name: 'Shop by category' })
        .getByRole('link', { name: 'Mobile & Tab', exact: true });
      await expect(tile).toHaveAttribute('href', '/category/Mobile%20%26%20TAB');
      await expect(tile.locator('span').last()).toHaveText('Mobile & Tab');
    });

    test('the video poster shows its title, and the play button is named after it', async ({ page }) => {
      await page.goto('/');
      const play = page.getByRole('button', { name: 'Play video: Summer cooling: choosing the right AC' });
      await play.scrollIntoViewIfNeeded();
      const title = play.getByText('Summer cooling: choosing the right AC', { exact: true });
      await expect(title).toBeVisible();
      const [titleBox, playBox] = [(await title.boundingBox())!, (await play.boundingBox())!];
      expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(playBox.x + playBox.width + 0.5);
      expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(playBox.y + playBox.height + 0.5);
    });
  });
