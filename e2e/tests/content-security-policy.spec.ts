// The composed store runs under the edge's Content-Security-Policy. Every route, signed
// out and signed in, plus a checkout to the payment page, loads with no CSP violation: none reported
// to the page (`securitypolicyviolation`) and none in the console.
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { SIGNED_OUT_ROUTES } from '../fixtures/routes';
import { newShopper, openWith, productRoute, productsOf } from '../fixtures/shopper';

const SIGNED_IN = [
  '/my-account',
  '/my-account/orders',
  '/my-account/address',
  '/my-account/edit-billing-address',
  '/my-account/account-details',
];

/** Records every CSP violation the page sees, from its first script on, and every CSP console line. */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      found.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return found;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).not.toContainText('Loading...');
}

test('every route loads with the CSP on and no violation', async ({ page, request }) => {
  test.setTimeout(240_000);
  const violations = await watchViolations(page);
  const [product] = await productsOf(request, 'audio');
  const first = await page.goto('/');
  expect(first?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  for (const route of [...SIGNED_OUT_ROUTES, productRoute(product!)]) {
    await page.goto(route);
    await settle(page);
  }
  const { token } = await newShopper(request, 'CSP Shopper');
  await openWith(page, { token }, '/my-account');
  for (const route of SIGNED_IN) {
    await page.goto(route);
    await settle(page);
  }
  expect(violations).toEqual([]);
});

test('a catalogue page the edge kept loads with its scripts allowed by hash, no nonce and no violation', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  const [product] = await productsOf(request, 'audio');
  // The first visit sets the browser's cookies, so it is not kept; the second is, the third is served kept.
  for (let visit = 0; visit < 2; visit += 1) await page.goto(productRoute(product!));
  const kept = await page.goto(productRoute(product!));
  expect(kept?.headers()['x-page-cache']).toBe('fresh');
  expect(kept?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(await kept?.text()).not.toContain(' nonce="');
  await settle(page);
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeEnabled();
  expect(violations).toEqual([]);
});
