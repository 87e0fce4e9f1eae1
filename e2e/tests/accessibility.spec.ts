// axe on every route at 1280px and 375px: no serious or critical violations.
import { expect, test } from '../fixtures/store-test';
import { seriousViolations } from '../fixtures/page-checks';
import { SIGNED_OUT_ROUTES } from '../fixtures/routes';
import { productRoute, productsOf } from '../fixtures/shopper';

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
