// axe on every route at 1280px and 375px: no serious or critical violations (issue 8).
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';

const STATIC_ROUTES = [
  '/',
  '/category/audio',
  '/brands/Samsung',
  '/search/tv',
  '/cart',
  '/wishlist',
  '/compare',
  '/register-login',
  '/checkout',
  '/success',
  '/failure',
  '/store-locator',
  '/career',
  '/contact-us',
  '/about-us',
  '/terms-and-conditions',
  '/privacy-policy',
  '/payment-return-policies',
  '/shipping-options',
  '/no-such-page',
];

async function productPath(page: Page): Promise<string> {
  const answer = await page.request.post('/api/excel-data?field=Categories&value=audio');
  const products = (await answer.json()) as Array<{ Model: string }>;
  const model = products[0]?.Model ?? '';
  return `/product/${encodeURIComponent(model.split('/')[0] ?? model)}`;
}

async function seriousViolations(page: Page) {
  // Give lazy sections and data a moment to arrive, the way a shopper's page settles.
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

for (const width of [1280, 375]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test('every route has no serious or critical accessibility violation', async ({ page }) => {
      test.setTimeout(240_000);
      const routes = [...STATIC_ROUTES, await productPath(page)];
      const found: Record<string, string[]> = {};
      for (const route of routes) {
        await page.goto(route);
        const violations = await seriousViolations(page);
        if (violations.length) found[route] = violations;
      }
      expect(found).toEqual({});
    });
  });
}
