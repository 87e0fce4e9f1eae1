// Drills: a release then a rollback of each remote while a logged-in shopper with a cart
// and a wishlist keeps the page open. Each reload gets the registry's current version (ARCHITECTURE.md, How a release flows)
// and the shopper's login, cart and wishlist (docs/screens.md §3 storage) come through both changes intact.
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import fs from 'node:fs';
import path from 'node:path';
import { firstImage, newShopper, openWith, productsOf, stored, type Product } from '../fixtures/shopper';
import { distDir, operator, readRegistry, REMOTES, writeRegistry, type Remote } from '../fixtures/registry';

const SHOPPER = 'Rollback Shopper';
const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const priceOf = (product: Product) => Number(product.Sale_price || product.Regular_price || 0);

/** A page of the remote, and what a shopper sees there when it loaded with their state. */
const SEEN_ON: Record<Remote, { path: string; expectSeen: (page: Page, cartItem: Product, wished: Product) => Promise<void> }> = {
  'mfe-catalog': {
    path: '/wishlist',
    expectSeen: (page, _cartItem, wished) => expect(page.getByRole('main').getByText(wished.Name).first()).toBeVisible(),
  },
  'mfe-cart-checkout': {
    path: '/cart',
    expectSeen: (page, cartItem) => expect(page.getByRole('main').getByText(cartItem.Name).first()).toBeVisible(),
  },
  'mfe-account': {
    path: '/my-account',
    expectSeen: (page) => expect(page.getByRole('main').getByText(`Hello ${SHOPPER}`)).toBeVisible(),
  },
  'mfe-content': {
    path: '/contact-us',
    expectSeen: (page) => expect(page.getByRole('main').getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible(),
  },
};

const MARKER = 'drills-release-marker.txt';
let original: ReturnType<typeof readRegistry>;
test.beforeEach(() => {
  original = readRegistry();
});
test.afterEach(() => {
  writeRegistry(original);
  for (const remote of REMOTES) fs.rmSync(path.join(distDir(remote), MARKER), { force: true });
});

/** Manifest paths the page fetched from now on. */
function manifestsFetched(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/mf-manifest.json')) seen.push(pathname);
  });
  return seen;
}

for (const remote of REMOTES) {
  test(`a release then a rollback of ${remote} keep the shopper's login, cart and wishlist`, async ({ page, request }) => {
    const { token } = await newShopper(request, SHOPPER);
    const [cartItem, wished] = await productsOf(request, 'audio');
    if (!cartItem || !wished) throw new Error('the seed needs two audio products');
    const cart = [
      { model: cartItem.Model, name: cartItem.Name, price: priceOf(cartItem), url: firstImage(cartItem), quantity: 2 },
    ];
    const wishlist = [
      {
        model: wished.Model,
        name: wished.Name,
        image: firstImage(wished),
        sale_price: wished.Sale_price,
        regular_price: wished.Regular_price,
        in_stock: true,
      },
    ];
    const fetched = manifestsFetched(page);
    await openWith(page, { token, cart, wishlist }, SEEN_ON[remote].path);

    const expectShopperIntact = async () => {
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'My account', exact: true })).toBeVisible();
      await expect(header.getByTestId('cart-amount')).toHaveText(inr.format(priceOf(cartItem) * 2));
      await expect(header.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
      await SEEN_ON[remote].expectSeen(page, cartItem, wished);
      await expect(page.getByRole('main')).not.toContainText('is not available right now');
      expect(await stored(page, 'token')).toBe(token);
      expect(await stored(page, 'cart')).toEqual(cart);
      expect(await stored(page, 'wishlist')).toEqual(wishlist);
    };
    await expectShopperIntact();

    const before = readRegistry()[remote].current;
    // A changed build is a new version: mark the build, release it without rebuilding.
    fs.writeFileSync(path.join(distDir(remote), MARKER), `drill ${remote} ${Date.now()}`);
    operator('release', remote, '--no-build');
    const released = readRegistry()[remote].current;
    expect(released).not.toBe(before);

    fetched.length = 0;
    await page.reload();
    await expectShopperIntact();
    expect(fetched).toContain(`/remotes/${remote}/${released}/mf-manifest.json`);

    operator('rollback', remote);
    expect(readRegistry()[remote].current).toBe(before);
    fetched.length = 0;
    await page.reload();
    await expectShopperIntact();
    expect(fetched).toContain(`/remotes/${remote}/${before}/mf-manifest.json`);
    expect(fetched.some((pathname) => pathname.includes(released))).toBe(false);
  });
}
