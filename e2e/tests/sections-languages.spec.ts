// The store's main journey in Bengali and Hindi (docs/decisions/0015): a category, a search, a
// product, the cart, OTP login (the development outbox, api/README.md), checkout and the sandbox
// payment, each page without an English word of the store's own, axe clean and no wider than the
// screen at 375 and 1280 px; and the edge's HTML of a category and a product page in the language.
// Product data (names, brands, model codes) is marked translate="no" and not counted. The sandbox
// payment page, in the shopper's language too, is checked in sections-languages-pages.spec.ts.
import { expect, test } from '../fixtures/store-test';
import { englishWords, LATIN_IN_EVERY_LANGUAGE, seriousViolations } from '../fixtures/page-checks';
import { pageHtml } from '../fixtures/server-html';
import { latestOtp, newShopper, productsOf } from '../fixtures/shopper';

const WORDS = {
  bn: {
    tag: 'bn-IN',
    audio: 'অডিও',
    addToCart: 'কার্টে যোগ করুন',
    proceed: 'চেকআউটে যান',
    phone: 'ফোন নম্বর',
    sendOtp: 'OTP পাঠান',
    login: 'OTP দিয়ে লগইন',
    placeOrder: 'অর্ডার দিন',
    thanks: 'ধন্যবাদ। আপনার অর্ডার পাওয়া গেছে।',
    paySuccess: 'সফল পেমেন্ট দেখান',
    specification: 'স্পেসিফিকেশন',
    billing: {
      'নামের প্রথম অংশ': 'Ananya',
      পদবি: 'Sen',
      ল্যান্ডমার্ক: 'Near Park Street metro',
      'রাস্তার ঠিকানা': '14 Park Street',
      'শহর / নগর': 'Kolkata',
      রাজ্য: 'West Bengal',
      'পিন কোড': '700016',
    },
    phoneLabel: 'ফোন',
    emailLabel: 'ইমেল ঠিকানা',
  },
  hi: {
    tag: 'hi-IN',
    audio: 'ऑडियो',
    addToCart: 'कार्ट में जोड़ें',
    proceed: 'चेकआउट पर जाएँ',
    phone: 'फ़ोन नंबर',
    sendOtp: 'OTP भेजें',
    login: 'OTP से लॉगिन करें',
    placeOrder: 'ऑर्डर दें',
    thanks: 'धन्यवाद। आपका ऑर्डर मिल गया है।',
    paySuccess: 'सफल भुगतान दिखाएँ',
    specification: 'स्पेसिफ़िकेशन',
    billing: {
      'पहला नाम': 'Ananya',
      उपनाम: 'Sen',
      लैंडमार्क: 'Near Park Street metro',
      'गली का पता': '14 Park Street',
      'कस्बा / शहर': 'Kolkata',
      राज्य: 'West Bengal',
      'पिन कोड': '700016',
    },
    phoneLabel: 'फ़ोन',
    emailLabel: 'ईमेल पता',
  },
} as const;

test.describe.configure({ mode: 'parallel' });

for (const code of ['bn', 'hi'] as const) {
  const words = WORDS[code];

  test(`the edge's category and product pages are in ${code} before any script runs`, async ({ request }) => {
    const [product] = await productsOf(request, 'audio');
    const category = await pageHtml(request, `/${code}/category/audio`);
    expect(category.html).toContain(`<html lang="${words.tag}"`);
    expect(category.html).toContain(words.audio);
    expect(category.html).toContain(words.addToCart);
    const detail = await pageHtml(request, `/${code}/product/${encodeURIComponent(product!.Model.split('/')[0]!)}`);
    expect(detail.html).toContain(words.specification);
  });

  for (const width of [375, 1280]) {
    test.describe(`${code} at ${width}px`, () => {
      test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

      test('browse, search, a product, the cart, OTP login, checkout and the sandbox payment', async ({
        page,
        request,
      }, testInfo) => {
        test.setTimeout(240_000);
        const { phone } = await newShopper(request, 'Language Shopper');
        const found: Record<string, string[]> = {};
        const violations: Record<string, string[]> = {};
        // The search term is the shopper's own word.
        const look = async (name: string) => {
          const english = await englishWords(page, 'main', { allowed: LATIN_IN_EVERY_LANGUAGE, shoppersWords: ['speaker'] });
          if (english.length) found[name] = english;
          const serious = await seriousViolations(page);
          if (serious.length) violations[name] = serious;
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${name} is wider than the screen`,
          ).toBeLessThanOrEqual(width);
          await page.screenshot({ path: testInfo.outputPath(`${code}-${name}-${width}.png`) });
        };

        await page.goto(`/${code}/category/audio`);
        await expect(page.getByRole('heading', { level: 1, name: words.audio })).toBeVisible();
        await look('category');

        await page.goto(`/${code}/search/speaker`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText('speaker');
        await look('search');

        const [product] = await productsOf(request, 'audio');
        await page.goto(`/${code}/product/${encodeURIComponent(product!.Model.split('/')[0]!)}`);
        await expect(page.getByRole('tab', { name: words.specification })).toBeVisible();
        await look('product');
        await page.getByRole('button', { name: words.addToCart }).first().click();

        await page.goto(`/${code}/cart`);
        await expect(page.getByRole('link', { name: words.proceed })).toBeVisible();
        await look('cart');

        await page.goto(`/${code}/register-login`);
        await page.getByLabel(words.phone).first().fill(phone);
        await page.getByRole('button', { name: words.sendOtp }).first().click();
        await expect(page.getByLabel('OTP').first()).toBeEnabled();
        await page
          .getByLabel('OTP')
          .first()
          .fill(await latestOtp(request, phone));
        await look('login');
        await page.getByRole('button', { name: words.login }).click();
        await expect(page).toHaveURL(new RegExp(`/${code}/cart$`));

        await page.goto(`/${code}/checkout`);
        const values = { ...words.billing, [words.phoneLabel]: phone, [words.emailLabel]: `lang.${phone}@example.in` };
        for (const [label, value] of Object.entries(values)) {
          await page
            .getByLabel(new RegExp(`^${label}`))
            .first()
            .fill(value);
        }
        await look('checkout');
        await page.getByRole('button', { name: words.placeOrder }).click();

        await page.getByRole('button', { name: words.paySuccess, exact: true }).click();
        await expect(page.getByText(words.thanks)).toBeVisible();
        await look('success');

        expect(found, 'English words of the store on the page').toEqual({});
        expect(violations, 'serious or critical accessibility violations').toEqual({});
      });
    });
  }
}
