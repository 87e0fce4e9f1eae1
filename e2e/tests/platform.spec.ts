// The platform: the store composes at runtime, the registry is honoured, release and rollback change
// what the next page load gets, and one dead remote never takes the store down.
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import fs from 'node:fs';
import path from 'node:path';
import { distDir, operator, readRegistry, REMOTES, writeRegistry, type Remote } from '../fixtures/registry';

const PAGE_OF: Record<Remote, string> = {
  'mfe-catalog': '/wishlist',
  'mfe-cart-checkout': '/cart',
  'mfe-account': '/register-login',
  'mfe-content': '/about-us',
};

/** Paths of remote files the page fetched, e.g. /remotes/mfe-content/1.0.0-abcd1234/mf-manifest.json */
function recordRemoteRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/')) seen.push(pathname);
  });
  return seen;
}

let original: ReturnType<typeof readRegistry>;
test.beforeEach(() => {
  original = readRegistry();
});
test.afterEach(() => {
  writeRegistry(original);
});

test('the store composes from the four remotes with one copy of each shared library', async ({ page }) => {
  const requests = recordRemoteRequests(page);
  await page.goto('/about-us');
  await expect(page.getByText('Free Shipping Order Above Rs. 5000')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('is not available right now');
  await page.goto('/cart');
  await page.goto('/register-login');
  await page.goto('/wishlist');
  await expect(page.getByRole('main')).not.toContainText('is not available right now');

  const providers = await page.evaluate(() => {
    type Info = { from: string; loaded?: boolean };
    const share = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> } }
    ).__FEDERATION__.__SHARE__;
    const seen: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded) continue;
            seen[name] = [...new Set([...(seen[name] ?? []), `${info.from}@${version}`])];
          }
        }
      }
    }
    return seen;
  });
  for (const singleton of ['react', 'react-dom', '@store/runtime', 'zustand', 'react-router-dom']) {
    expect(providers[singleton], singleton).toHaveLength(1);
  }
  // The library part of the shared code is each section's own copy, released with the section.
  expect(providers['@store/shared']).toBeUndefined();
  const registry = readRegistry();
  for (const remote of REMOTES) {
    expect(requests).toContain(`/remotes/${remote}/${registry[remote].current}/mf-manifest.json`);
  }
});

test('a release then a rollback changes what the next page load fetches', async ({ page }) => {
  const before = readRegistry()['mfe-content'].current;
  // A changed build is a new version: mark the build, release it without rebuilding.
  fs.writeFileSync(path.join(distDir('mfe-content'), 'release-marker.txt'), `e2e ${Date.now()}`);
  operator('release', 'mfe-content', '--no-build');
  const released = readRegistry()['mfe-content'].current;
  expect(released).not.toBe(before);

  let requests = recordRemoteRequests(page);
  await page.goto('/about-us');
  await expect(page.getByRole('main')).not.toContainText('is not available right now');
  expect(requests).toContain(`/remotes/mfe-content/${released}/mf-manifest.json`);

  operator('rollback', 'mfe-content');
  expect(readRegistry()['mfe-content'].current).toBe(before);
  await page.close();
  const next = await page.context().newPage();
  requests = recordRemoteRequests(next);
  await next.goto('/about-us');
  await expect(next.getByRole('main')).not.toContainText('is not available right now');
  expect(requests).toContain(`/remotes/mfe-content/${before}/mf-manifest.json`);
  expect(requests.some((request) => request.includes(released))).toBe(false);
  expect(operator('remotes')).toContain(before);
});

for (const remote of REMOTES) {
  test(`with ${remote} unreachable the rest of the store works, and Retry recovers`, async ({ page }) => {
    const registry = readRegistry();
    writeRegistry({ ...registry, [remote]: { ...registry[remote], current: '0.0.0-gone' } });
    await page.goto(PAGE_OF[remote]);
    const notice = page.getByRole('alert').filter({ hasText: 'is not available right now' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('link', { name: 'Store Locator' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Customer Care' })).toBeVisible();
    for (const other of REMOTES.filter((name) => name !== remote)) {
      await page.goto(PAGE_OF[other]);
      await expect(page.getByRole('main')).not.toContainText('is not available right now');
      await expect(page.getByRole('banner').getByLabel('Search products').first()).toBeVisible();
    }
    writeRegistry(registry);
    await page.goto(PAGE_OF[remote]);
    await expect(page.getByRole('main')).not.toContainText('is not available right now');
  });
}

test('Retry on a failed section loads it once the remote is back', async ({ page }) => {
  const registry = readRegistry();
  writeRegistry({ ...registry, 'mfe-content': { ...registry['mfe-content'], current: '0.0.0-gone' } });
  await page.goto('/about-us');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  writeRegistry(registry);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('main')).not.toContainText('is not available right now');
});

test('an unknown path shows the fallback page inside the store', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test.describe('header at 1280px', () => {
  test('logo, categories, search, icons with cart amount, support contacts', async ({ page }) => {
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Bengal Electronics home' })).toBeVisible();
    await header.getByRole('button', { name: 'All Categories' }).click();
    await header.getByRole('link', { name: 'Refrigerators' }).click();
    await expect(page).toHaveURL(/\/category\/refrigerators$/);
    await expect(header.getByTestId('cart-amount')).toHaveText('₹0.00');
    await expect(header.getByRole('link', { name: /^Wishlist/ })).toBeVisible();
    await expect(header.getByRole('link', { name: /^Compare/ })).toBeVisible();
    await expect(header.getByRole('link', { name: /care@/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await header.getByLabel('Search products').first().fill('washing machine');
    await header.getByLabel('Search products').first().press('Enter');
    await expect(page).toHaveURL(/\/search\/washing%20machine$/);
  });
});

test.describe('header at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('menu sidebar and the sticky bottom bar', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('button', { name: 'All Categories' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['Compare', 'Wishlist', 'Stores', 'Contact Us', 'Camera']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await sidebar.getByRole('link', { name: 'Stores' }).click();
    await expect(page).toHaveURL(/\/store-locator$/);
    await expect(sidebar).toBeHidden();

    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await bar.getByRole('button', { name: 'Search' }).click();
    await page.getByLabel('Search products').last().fill('fridge');
    await page.getByLabel('Search products').last().press('Enter');
    await expect(page).toHaveURL(/\/search\/fridge$/);
    await bar.getByRole('link', { name: /Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});
