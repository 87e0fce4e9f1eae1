// Nothing floats over what a shopper must press: at a phone, a tablet and two desktop widths, on the
// home page, a product page, the cart and the account's orders, every fixed-position element (the
// chat button, notices) is compared with every button and input in view, scrolled from top to
// bottom, and any overlap fails. A bar across the screen's edge (the phone's bottom bar) is a
// frame that content scrolls under by design: it is held only at the page's end, where the page
// must leave room to scroll its last buttons clear of it. Also the card's hover buttons beside its
// brand, the No Cost EMI line on a phone and the header's margins at 1024 px.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { callApi, cartLine, newShopper, openWith, productRoute, type Product } from '../fixtures/shopper';

interface Covered {
  fixed: string;
  control: string;
  at: number;
}

/**
 * Every overlap, in the viewport as it is now, between a visible fixed-position element and a
 * visible button, input, select, textarea or button-like link outside it.
 */
function coveredNow(atTheEnd: boolean): Omit<Covered, 'at'>[] {
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && !element.closest('[aria-hidden="true"], [inert]');
  };
  const name = (element: Element) => {
    const label =
      element.getAttribute('aria-label') ||
      (element as HTMLInputElement).placeholder ||
      element.textContent?.trim().slice(0, 40) ||
      (element as HTMLInputElement).name ||
      '';
    return `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${label}"`;
  };
  const all = [...document.querySelectorAll('body *')];
  const fixed = all.filter((element) => getComputedStyle(element).position === 'fixed' && shown(element));
  const isBar = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width >= innerWidth * 0.9 && (box.top <= 0 || box.bottom >= innerHeight);
  };
  const floating = fixed.filter(
    (element) => !fixed.some((other) => other !== element && other.contains(element)) && (atTheEnd || !isBar(element)),
  );
  const controls = [
    ...document.querySelectorAll(
      'button, input:not([type="hidden"]), select, textarea, a.btn, [role="button"], [role="combobox"]',
    ),
  ].filter((element) => shown(element) && !floating.some((f) => f.contains(element)));
  // What of an element can be seen: its box within the viewport and within every ancestor that
  // clips it (a row of cards that scrolls sideways hides the cards past its edge).
  const inView = (element: Element) => {
    const box = element.getBoundingClientRect();
    const seen = {
      left: Math.max(box.left, 0),
      top: Math.max(box.top, 0),
      right: Math.min(box.right, innerWidth),
      bottom: Math.min(box.bottom, innerHeight),
    };
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      seen.left = Math.max(seen.left, clip.left);
      seen.top = Math.max(seen.top, clip.top);
      seen.right = Math.min(seen.right, clip.right);
      seen.bottom = Math.min(seen.bottom, clip.bottom);
    }
    return seen;
  };
  const found: Omit<Covered, 'at'>[] = [];
  for (const over of floating) {
    const a = inView(over);
    for (const control of controls) {
      const b = inView(control);
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (width > 0.5 && height > 0.5) found.push({ fixed: name(over), control: name(control) });
    }
  }
  return found;
}

/** Scrolls the page from top to bottom, three quarters of a screen at a time, collecting overlaps. */
async function coveredWhileScrolling(page: Page): Promise<Covered[]> {
  const found: Covered[] = [];
  for (let at = 0, end = 1; at <= end; at += Math.round(page.viewportSize()!.height * 0.75)) {
    end = await page.evaluate((y) => {
      window.scrollTo(0, y);
      return document.documentElement.scrollHeight - innerHeight;
    }, at);
    // Let sticky parts settle and lazy sections render before measuring.
    await page.waitForTimeout(150);
    const atTheEnd = await page.evaluate(() => scrollY >= document.documentElement.scrollHeight - innerHeight - 1);
    found.push(...(await page.evaluate(coveredNow, atTheEnd)).map((overlap) => ({ ...overlap, at })));
  }
  return found;
}

const describe = (found: Covered[]) =>
  [...new Set(found.map((overlap) => `${overlap.fixed} over ${overlap.control} (scrolled ${overlap.at}px)`))].join('\n');

async function inStock(request: APIRequestContext, category: string): Promise<Product> {
  const response = await request.post(`/api/excel-data?field=Categories&value=${encodeURIComponent(category)}`);
  const products = (await response.json()) as Array<Product & { In_stock: boolean }>;
  const product = products.find((candidate) => candidate.In_stock && Number(candidate.Sale_price || candidate.Regular_price) > 0);
  expect(product, `an in-stock ${category} product`).toBeTruthy();
  return product!;
}

/** A shopper with one order (its payment failed at once, so no stock stays held). */
async function shopperWithAnOrder(request: APIRequestContext): Promise<string> {
  const { token, phone } = await newShopper(request, 'Overlap Shopper');
  const product = await inStock(request, 'Trimmers');
  const placed = await callApi<{ statusCode: number; body: { order_id: string } }>(request, 'check-out', {
    token,
    billing_address: {
      first_name: 'Overlap',
      last_name: 'Shopper',
      country_region: 'India',
      landmark: 'Near Gariahat',
      street_address: '5 Gariahat Road',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700019',
      phone,
      email: `overlap.${phone}@example.in`,
    },
    shipping_address: null,
    cart: [cartLine(product)],
    order_notes: '',
    order_status: 'Order initiated',
    coupon: null,
  });
  expect(placed.statusCode).toBe(200);
  await callApi(request, 'orderUpdateFunctionality', { order_status: 'payment failed', order_id: placed.body.order_id, token });
  return token;
}

for (const [width, height] of [
  [375, 812],
  [768, 1024],
  [1280, 800],
  // Wide enough for the chat button to float in the side margin.
  [1440, 900],
] as const)
  test.describe(`at ${width}px nothing fixed covers a button or an input`, () => {
    test.use({ viewport: { width, height } });

    test('the home page', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /MOBILE & TAB/i }).first()).toBeAttached();
      expect(describe(await coveredWhileScrolling(page))).toBe('');
    });

    test('a product page, and its added-to-cart notice', async ({ page, request }) => {
      await page.goto(productRoute(await inStock(request, 'Mixer Grinders')));
      const buyNow = page.getByRole('button', { name: 'Buy Now' });
      await expect(buyNow).toBeVisible();
      expect(describe(await coveredWhileScrolling(page))).toBe('');
      await buyNow.scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(page.getByText(/added to cart successfully/)).toBeVisible();
      const withNotice = (await page.evaluate(coveredNow, false)).map((overlap) => ({ ...overlap, at: -1 }));
      expect(describe(withNotice)).toBe('');
    });

    test('the cart', async ({ page, request }) => {
      await openWith(page, { cart: [cartLine(await inStock(request, 'Hair Dryers'))] }, '/cart');
      await expect(page.getByRole('link', { name: /Proceed to checkout/i })).toBeVisible();
      expect(describe(await coveredWhileScrolling(page))).toBe('');
    });

    test('the account orders page', async ({ page, request }) => {
      await openWith(page, { token: await shopperWithAnOrder(request) }, '/my-account/orders');
      await expect(page.getByRole('link', { name: 'View' }).first()).toBeVisible();
      expect(describe(await coveredWhileScrolling(page))).toBe('');
    });
  });

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a card's hover buttons leave its brand and name uncovered", async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('article').filter({ has: page.getByRole('button', { name: 'Compare' }) });
    await cards.first().scrollIntoViewIfNeeded();
    await expect(cards.first()).toBeVisible();
    for (let index = 0; index < Math.min(6, await cards.count()); index += 1) {
      await cards.nth(index).scrollIntoViewIfNeeded();
      const card = cards.nth(index);
      await card.hover();
      const actions = card.getByRole('button', { name: /Add to Wishlist|Compare/ });
      await expect(actions.first()).toBeVisible();
      // The brand and name below the picture, the discount badge on it, and the picture's lower half,
      // where each product picture draws its brand and model (api/src/modules/images).
      const keepClear = await card.evaluate((article) => {
        const boxes: Array<{ text: string; left: number; top: number; right: number; bottom: number }> = [];
        for (const element of article.querySelectorAll('p, h3, span[class*="badge"]')) {
          const box = element.getBoundingClientRect();
          boxes.push({ text: element.textContent ?? '', left: box.left, top: box.top, right: box.right, bottom: box.bottom });
        }
        const image = article.querySelector('img')!.getBoundingClientRect();
        const half = image.top + image.height / 2;
        boxes.push({ text: "the picture's lower half", left: image.left, top: half, right: image.right, bottom: image.bottom });
        return boxes;
      });
      for (const button of await actions.all()) {
        const b = (await button.boundingBox())!;
        for (const text of keepClear) {
          const apart = b.x >= text.right || b.x + b.width <= text.left || b.y >= text.bottom || b.y + b.height <= text.top;
          expect(apart, `${await button.textContent()} over "${text.text}"`).toBe(true);
        }
      }
    }
  });
});

test.describe('at 1024px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("the header's contents keep clear of the screen's edges", async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const edges = await header.evaluate((banner) => {
      let left = Infinity;
      let right = -Infinity;
      for (const element of banner.querySelectorAll('a, button, input, p, span')) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width < 2 || box.height < 2 || style.visibility === 'hidden' || element.closest('[hidden]')) continue;
        // The full-width banner line is a background, not content at the edge.
        if (box.width >= innerWidth - 1) continue;
        left = Math.min(left, box.left);
        right = Math.max(right, box.right);
      }
      return { left, right: document.documentElement.clientWidth - right };
    });
    expect(edges.left, 'space at the left edge').toBeGreaterThanOrEqual(12);
    expect(edges.right, 'space at the right edge').toBeGreaterThanOrEqual(12);
  });
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the No Cost EMI banner is drawn large enough to read its smallest line', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('img', { name: /No Cost EMI/ });
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toBeVisible();
    // The picture is 1600 × 260 with its smallest line 34 units high (api/src/modules/images): as
    // drawn (object-fit: cover scales by the larger ratio) that line must reach 12 CSS pixels.
    const scale = await banner.evaluate((image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return Math.max(box.width / 1600, box.height / 260);
    });
    expect(scale * 34).toBeGreaterThanOrEqual(12);
  });
});
