// The rest of the store in Bengali and Hindi (docs/decisions/0015), beside the main journey of
// sections-languages.spec.ts: the home page, a listing's and a product's heads and specification,
// compare and wishlist, every account page (dashboard, orders, an order's details, both addresses and
// their forms, account details) and the sandbox payment page, each without an English word of the
// store's own, axe clean and no wider than the screen at 375 and 1280 px. Product data (names, brands,
// model codes, the catalogue's descriptions) is marked translate="no" and not counted.
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { englishWords, LATIN_IN_EVERY_LANGUAGE, seriousViolations } from '../fixtures/page-checks';
import { callApi, cartLine, firstImage, newShopper, openWith, productRoute, productsOf, type Product } from '../fixtures/shopper';

const WORDS = {
  bn: {
    specification: 'স্পেসিফিকেশন',
    compare: 'পণ্যের তুলনা',
    orders: 'অর্ডার',
    billing: 'বিলিং ঠিকানা',
    accountDetails: 'অ্যাকাউন্টের তথ্য',
    paySuccess: 'সফল পেমেন্ট দেখান',
  },
  hi: {
    specification: 'स्पेसिफ़िकेशन',
    compare: 'प्रॉडक्ट की तुलना',
    orders: 'ऑर्डर',
    billing: 'बिलिंग पता',
    accountDetails: 'खाते की जानकारी',
    paySuccess: 'सफल भुगतान दिखाएँ',
  },
} as const;

/** Beside the store's own Latin words: storage and payment names, and brands in the home page's picture texts. */
const ALLOWED: readonly string[] = [
  ...LATIN_IN_EVERY_LANGUAGE,
  'SSD',
  'HDMI',
  'SKU',
  'PayU',
  // Brands in the best sellers' and offers' picture texts.
  'Godrej',
  'Whirlpool',
  'LG',
  'Samsung',
  'IFB',
];

test.describe.configure({ mode: 'parallel' });

/** A cart line, a compare item and a wishlist item of a product, in the shapes of docs/screens.md §3. */
const compareItem = (product: Product, category: string) => ({
  sale_price: product.Sale_price,
  regular_price: product.Regular_price,
  description: 'A sample description as the catalogue writes it.',
  stock: 10,
  weight: '1.2 kg',
  brand: product.Brands,
  image: firstImage(product),
  name: product.Name,
  model: product.Model,
  dimmensions: '20 x 10 x 5 cm',
  sku: product.Model,
  catagory: category,
});
const wishlistItem = (product: Product) => ({
  model: product.Model,
  name: product.Name,
  image: firstImage(product),
  sale_price: product.Sale_price,
  regular_price: product.Regular_price,
  in_stock: true,
});

/** An order placed through the api from a page in `code`, and its payment form (the sandbox's). */
async function orderToPay(
  request: APIRequestContext,
  origin: string,
  shopper: { token: string; phone: string },
  product: Product,
  code: string,
) {
  const { token, phone } = shopper;
  const billing = {
    first_name: 'Ananya',
    last_name: 'Sen',
    country_region: 'India',
    landmark: 'Near Park Street metro',
    street_address: '14 Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700016',
    phone,
    email: `pages.${phone}@example.in`,
  };
  const placed = await callApi<{ statusCode: number; body: { order_id: string } }>(request, 'check-out', {
    token,
    billing_address: billing,
    shipping_address: null,
    cart: [cartLine(product)],
    order_notes: '',
    order_status: 'Order initiated',
    coupon: null,
  });
  expect(placed.statusCode, JSON.stringify(placed.body)).toBe(200);
  const gateway = await callApi<{ statusCode: number; body: { checkout_url: string } }>(request, 'payment-gateway', {
    body: { order_id: placed.body.order_id, token, surl: `${origin}/${code}/success`, furl: `${origin}/${code}/failure` },
  });
  expect(gateway.statusCode).toBe(200);
  return { orderId: placed.body.order_id, form: gateway.body.checkout_url };
}

for (const code of ['bn', 'hi'] as const) {
  const words = WORDS[code];
  for (const width of [375, 1280]) {
    test.describe(`${code} at ${width}px`, () => {
      test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

      test('home, heads, specification, compare, wishlist, the sandbox payment and every account page', async ({
        page,
        request,
        baseURL,
      }, testInfo: TestInfo) => {
        test.setTimeout(480_000);
        const found: Record<string, string[]> = {};
        const violations: Record<string, string[]> = {};
        /**
         * `scripted: false` for the sandbox's page: plain HTML, reached by a form's post. `described`: a
         * catalogue page, whose meta description is the section's (naming `data`, the catalogue's names).
         */
        const look = async (name: string, { scope = 'main', scripted = true, described = false, data = [] as string[] } = {}) => {
          // Give lazy sections and data a moment to arrive, the way a shopper's page settles.
          if (scripted) await page.waitForLoadState('networkidle');
          const english = await englishWords(page, scope, { allowed: ALLOWED, withTitle: true });
          const description = await page.evaluate(
            () => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
          );
          const ownWords = described && description ? data.reduce((text, each) => text.replaceAll(each, ' '), description) : '';
          const inDescription = ownWords.match(/[A-Za-z]{2,}/g) ?? [];
          const all = [...english, ...inDescription.filter((word) => !ALLOWED.includes(word) && !english.includes(word))];
          if (all.length) found[name] = all;
          const serious = await seriousViolations(page, { settle: scripted });
          if (serious.length) violations[name] = serious;
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${name} is wider than the screen`,
          ).toBeLessThanOrEqual(width);
          await page.screenshot({ path: testInfo.outputPath(`${code}-${name}-${width}.png`), fullPage: true });
        };

        const { token, phone } = await newShopper(request, 'Pages Shopper');
        const [first, second] = await productsOf(request, 'audio');
        const product = first!;
        const other = second ?? first!;

        await page.goto(`/${code}/`);
        await look('home', { described: true });
        // The switch names each language in its own script, whatever the page's font and the device's.
        const languageSwitch = page.locator('header nav:has(a[hreflang])').first();
        await expect(languageSwitch.locator('a[lang="bn-IN"]')).toHaveText('বাংলা');
        await expect(languageSwitch.locator('a[lang="hi-IN"]')).toHaveText('हिन्दी');
        const drawn = await page.evaluate(async () =>
          Promise.all(
            ['বাংলা', 'हिन्दी'].map(async (name) => (await document.fonts.load('16px "Store Language Names"', name)).length),
          ),
        );
        expect(drawn, 'faces that draw বাংলা and हिन्दी').toEqual([1, 1]);
        if (await languageSwitch.isVisible()) {
          await languageSwitch.screenshot({ path: testInfo.outputPath(`${code}-language-switch-${width}.png`) });
        }

        await page.goto(`/${code}/category/audio`);
        await look('category', { described: true });

        await page.goto(`/${code}${productRoute(product)}`);
        await page.getByRole('tab', { name: words.specification }).click();
        await expect(page.getByRole('tabpanel').locator('table, dl').first()).toBeVisible();
        await look('product', { described: true, data: [product.Name] });

        const compared = [compareItem(product, 'Audio'), compareItem(other, 'Audio')];
        await openWith(page, { token, compareItems: compared, wishlist: [wishlistItem(product)] }, `/${code}/compare`);
        await expect(page.getByRole('heading', { level: 1, name: words.compare })).toBeVisible();
        await look('compare');

        await page.goto(`/${code}/wishlist`);
        await look('wishlist');

        const { orderId, form } = await orderToPay(request, new URL(baseURL!).origin, { token, phone }, product, code);
        // As checkout does: the api's form put in a store page and sent.
        await page.goto('/registry.json');
        await Promise.all([
          page.waitForURL(/payment-sandbox/),
          page.evaluate((html) => {
            document.body.innerHTML = html;
            document.forms[0]!.submit();
          }, form),
        ]);
        await look('sandbox', { scope: 'body', scripted: false });
        // The provider's return pays the order and comes back to the page in the shopper's language (that
        // page thanks a shopper whose checkout, not this api call, started the payment).
        await page.getByRole('button', { name: words.paySuccess, exact: true }).click();
        await page.waitForURL(new RegExp(`/${code}/success\\?order_id=${orderId}&`));

        for (const [name, path] of [
          ['account', '/my-account'],
          ['orders', '/my-account/orders'],
          ['order-details', `/my-account/order-details/${orderId}`],
          ['addresses', '/my-account/address'],
          ['edit-billing', '/my-account/edit-billing-address'],
          ['edit-shipping', '/my-account/edit-shipping-address'],
          ['account-details', '/my-account/account-details'],
        ] as const) {
          await page.goto(`/${code}${path}`);
          await expect(page.locator('main h1, main h2').first()).toBeVisible();
          await look(name);
        }
        await page.goto(`/${code}/my-account/account-details`);
        await page.locator('main form button[type="submit"]').click();
        await look('account-details-refused');

        expect(found, 'English words of the store on the page').toEqual({});
        expect(violations, 'serious or critical accessibility violations').toEqual({});
      });
    });
  }
}
