// Drills: each remote in turn unreachable, slow past the 5 s timeout, serving a broken
// remoteEntry.js, and serving an exposed chunk that throws. The header, footer and the other
// sections keep working, the failed section says it is not available with Retry, and Retry
// recovers once the remote is back (ARCHITECTURE.md, How a release flows). Failures are made in the browser with page.route,
// so the store itself is never touched.
import { type Page, type Route } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { REMOTES, type Remote } from '../fixtures/registry';

interface Section {
  label: string;
  /** The exposed module the section's page loads. */
  module: string;
  heading: string;
  /** Opens the section from the header, without a page load. */
  open: (page: Page) => Promise<void>;
  /** A page of another section to start on. */
  elsewhere: { path: string; heading: string };
}

const header = (page: Page) => page.getByRole('banner');
const CONTACT = { path: '/contact-us', heading: 'Contact Us' };

const SECTIONS: Record<Remote, Section> = {
  'mfe-catalog': {
    label: 'Catalog',
    module: 'WishlistPage',
    heading: 'Wishlist',
    open: (page) =>
      header(page)
        .getByRole('link', { name: /^Wishlist/ })
        .click(),
    elsewhere: CONTACT,
  },
  'mfe-cart-checkout': {
    label: 'Cart and checkout',
    module: 'CartPage',
    heading: 'Cart',
    open: (page) => header(page).getByTestId('cart-amount').click(),
    elsewhere: CONTACT,
  },
  'mfe-account': {
    label: 'Account',
    module: 'RegisterLoginPage',
    heading: 'Login / Register',
    open: (page) => header(page).getByRole('link', { name: 'My Account', exact: true }).click(),
    elsewhere: CONTACT,
  },
  'mfe-content': {
    label: 'Store information',
    module: 'ContactPage',
    heading: 'Contact Us',
    open: (page) => header(page).getByRole('link', { name: 'Contact Us', exact: true }).click(),
    elsewhere: { path: '/cart', heading: 'Cart' },
  },
};

/**
 * Answers a request 12 s late, well past the shell's 5 s limit even when the header's search asked
 * for the same manifest seconds before the section did (the section's clock starts later); quiet if
 * the page is gone by then.
 */
async function answerLate(route: Route): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  await route.continue().catch(() => undefined);
}

interface Failure {
  name: string;
  pattern: (remote: Remote) => string;
  handler: (route: Route) => Promise<void>;
}

const FAILURES: Failure[] = [
  {
    name: 'unreachable',
    pattern: (remote) => `**/remotes/${remote}/**`,
    handler: (route) => route.abort('connectionrefused'),
  },
  {
    name: 'slow past the 5 s timeout',
    pattern: (remote) => `**/remotes/${remote}/*/mf-manifest.json`,
    handler: answerLate,
  },
  {
    name: 'serving a remoteEntry.js that is not JavaScript',
    pattern: (remote) => `**/remotes/${remote}/*/remoteEntry.js`,
    handler: (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'var remote = {{ this is not javascript' }),
  },
];

const notice = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: `${label} is not available right now` });

async function expectShellWorks(page: Page): Promise<void> {
  await expect(header(page).getByRole('link', { name: 'Bengal Electronics home' })).toBeVisible();
  await expect(header(page).getByTestId('cart-amount')).toHaveText('₹0.00');
  await expect(header(page).getByLabel('Search products').first()).toBeEditable();
  await expect(page.getByRole('navigation', { name: 'Customer Care' })).toBeVisible();
}

async function expectPage(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { name: heading, exact: true, level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('is not available right now');
}

/** Starts elsewhere with the remote already failing, opens its section, then restores it and retries. */
async function drill(page: Page, remote: Remote, pattern: string, handler: (route: Route) => Promise<void>): Promise<void> {
  const section = SECTIONS[remote];
  await page.route(pattern, handler);

  await page.goto(section.elsewhere.path);
  await expectPage(page, section.elsewhere.heading);
  await expectShellWorks(page);

  await section.open(page);
  await expect(notice(page, section.label)).toBeVisible();
  await expect(notice(page, section.label).getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectShellWorks(page);

  await page.unroute(pattern, handler);
  await notice(page, section.label).getByRole('button', { name: 'Retry' }).click();
  await expectPage(page, section.heading);
  await expectShellWorks(page);
}

for (const remote of REMOTES) {
  test.describe(`${remote} failing`, () => {
    for (const failure of FAILURES) {
      test(`${failure.name}: the rest of the store works, and Retry recovers`, async ({ page }) => {
        await drill(page, remote, failure.pattern(remote), failure.handler);
      });
    }

    test('serving an exposed chunk that throws: the rest of the store works, and Retry recovers', async ({ page }) => {
      const pattern = `**/remotes/${remote}/*/__federation_expose_${SECTIONS[remote].module}.*.js`;
      await drill(page, remote, pattern, (route) =>
        route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("drill: broken chunk");' }),
      );
    });
  });
}

test('with the catalog down the header search falls back to a plain search that still works', async ({ page }) => {
  const pattern = '**/remotes/mfe-catalog/**';
  await page.route(pattern, (route) => route.abort('connectionrefused'));
  await page.goto('/contact-us');
  await expectPage(page, 'Contact Us');
  const search = header(page).getByLabel('Search products').first();
  await search.fill('television');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\/television$/);
  await expect(notice(page, 'Catalog')).toBeVisible();
});
