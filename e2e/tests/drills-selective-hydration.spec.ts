// Drills: selective hydration. The page is hydrated at once and each server-rendered
// section when its own module has arrived, so a slow or failing section's module never holds the rest
// of the page. The section's browser files are held or refused in the browser, as a slow or broken CDN
// would.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';

const CONTACT = '/contact-us';
const CONTENT_BROWSER_FILES = /\/remotes\/mfe-content\/[^/]+\/(?!server\/)[^?]*\.js(\?|$)/;

/** Opens a page without waiting for the whole page to be hydrated (the fixture's goto waits for that). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto('/registry.json');
  await page.evaluate((target) => window.location.assign(target), path);
  await page.waitForURL(`**${path}`, { waitUntil: 'domcontentloaded' });
}

/** The header's login button works once the shell has hydrated: it opens the login dialog. */
async function loginOpensOnceHydrated(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  const login = page.getByRole('banner').getByRole('button', { name: 'Login or register' });
  // A click on the server's HTML before the header has hydrated does nothing: click until one opens it.
  await expect(async () => {
    if (!(await dialog.isVisible())) await login.click({ timeout: 1000 });
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const contactHeading = (page: Page) => page.getByRole('main').getByRole('heading', { name: 'Contact Us', level: 1 });
const storeReady = (page: Page) => page.evaluate(() => document.documentElement.dataset.storeReady ?? null);

test('while a section’s module is on its way the header works and the section keeps the server’s HTML, then hydrates', async ({
  page,
}) => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(CONTENT_BROWSER_FILES, async (route) => {
    await arrived;
    await route.continue();
  });
  await open(page, CONTACT);

  await loginOpensOnceHydrated(page);
  await expect(contactHeading(page)).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toHaveCount(0);
  expect(await storeReady(page)).toBeNull();

  arrive();
  await page.waitForFunction(() => document.documentElement.dataset.storeReady === 'true');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel(/Subject/)).toHaveAccessibleDescription('This field is required.');
});

test('a section whose module cannot be loaded in the browser is rendered there afresh, with its notice and Retry', async ({
  page,
}) => {
  let refusing = true;
  await page.route(CONTENT_BROWSER_FILES, (route) => (refusing ? route.abort('connectionreset') : route.continue()));
  await open(page, CONTACT);

  await loginOpensOnceHydrated(page);
  const notice = page.getByRole('main').getByRole('alert');
  await expect(notice).toContainText('is not available right now');
  await page.waitForFunction(() => document.documentElement.dataset.storeReady === 'true');

  refusing = false;
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(contactHeading(page)).toBeVisible();
});
