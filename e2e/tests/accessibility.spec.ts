// axe on every route at 1280px and 375px: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { SIGNED_OUT_ROUTES } from '../fixtures/routes';
import { productRoute, productsOf } from '../fixtures/shopper';

async function seriousViolations(page: Page) {
  // Give lazy sections and data a moment to arrive, the way a shopper's page settles.
  await page.waitForLoadState('networkidle');
  // Legacy mode runs axe in the page itself; the default opens a second page for every check to
  // combine the results of the page's frames, which doubled this spec's time. Legacy mode does not
  // look into frames, and these pages have none (the home page's video gets one only when played).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
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

// The two widths are independent: on two workers they run side by side.
test.describe.configure({ mode: 'parallel' });

for (const width of [1280, 375]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test('every route has no serious or critical accessibility violation', async ({ page }) => {
      test.setTimeout(240_000);
      const [product] = await productsOf(page.request, 'audio');
      const routes = [...SIGNED_OUT_ROUTES, productRoute(product!)];
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
