// The store in Bengali and Hindi (docs/decisions/0015): the shell's and mfe-content's pages carry no
// English word of the store's own, pass axe and hold their layout at 375 and 1280 px; the edge's HTML
// is in the language before any script runs; the switch changes the page in place and is remembered.
// Words that stay as they are: brands, the store's name, file formats, units, and anything marked
// translate="no" (the store list's and the catalogue's own data).
import { expect, test } from '../fixtures/store-test';
import { englishWords, seriousViolations } from '../fixtures/page-checks';
import { pageHtml } from '../fixtures/server-html';

const LANGUAGES = [
  { code: 'bn', tag: 'bn-IN', name: 'বাংলা', aboutTitle: 'আমাদের কথা', storeLocator: 'স্টোর খুঁজুন' },
  { code: 'hi', tag: 'hi-IN', name: 'हिन्दी', aboutTitle: 'हमारे बारे में', storeLocator: 'स्टोर खोजें' },
] as const;

const CONTENT_PAGES = [
  '/about-us',
  '/contact-us',
  '/career',
  '/store-locator',
  '/terms-and-conditions',
  '/privacy-policy',
  '/payment-return-policies',
  '/shipping-options',
];

/** Latin words a Bengali or Hindi page may show: brands, the store's name, the switch's "English", formats and units. */
/** The header's search box is mfe-catalog's, checked with that section. */
const SEARCH = '[role="search"]';

const ALLOWED = [
  'Bengal',
  'Electronics',
  'BE',
  'English',
  'Apple',
  'Samsung',
  'Vivo',
  'HP',
  'LG',
  'Sony',
  'Bosch',
  'Daikin',
  'Hitachi',
  'Haier',
  'Carrier',
  'Godrej',
  'Whirlpool',
  'IFB',
  'WhatsApp',
  'Mastercard',
  'Visa',
  'VISA',
  'American',
  'Express',
  'AMEX',
  'UPI',
  'RuPay',
  'Rupay',
  'EMI',
  'PDF',
  'Word',
  'pdf',
  'doc',
  'docx',
  'MB',
  'KB',
  'GST',
  'GSTIN',
  'OTP',
  'PayU',
  'CVV',
  'IFSC',
  'SMS',
];

test.describe.configure({ mode: 'parallel' });

for (const language of LANGUAGES) {
  test(`the edge's HTML is in ${language.code} before any script runs`, async ({ request }) => {
    const home = await pageHtml(request, `/${language.code}/`);
    expect(home.status).toBe(200);
    expect(home.html).toContain(`<html lang="${language.tag}"`);
    expect(home.html).toContain(language.storeLocator);
    expect(home.html).toMatch(new RegExp(`hreflang="${language.tag}" href="[^"]*/${language.code}/"`));
    const about = await pageHtml(request, `/${language.code}/about-us`);
    expect(about.html).toContain(`<title>${language.aboutTitle} | Bengal Electronics</title>`);
    expect(about.html).toContain(`<h1 id="policy-title" class="page-title">${language.aboutTitle}</h1>`);
    expect(about.html).toMatch(new RegExp(`rel="canonical" href="[^"]*/${language.code}/about-us"`));
    // The English page stays as it was.
    const english = await pageHtml(request, '/about-us');
    expect(english.html).toContain('<html lang="en-IN"');
    expect(english.html).not.toContain('/fonts/');
  });

  for (const width of [375, 1280]) {
    test.describe(`${language.code} at ${width}px`, () => {
      test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

      test('the shell and the content pages: no English of the store, axe clean, nothing wider than the screen', async ({
        page,
      }, testInfo) => {
        test.setTimeout(180_000);
        const found: Record<string, string[]> = {};
        const violations: Record<string, string[]> = {};
        await page.goto(`/${language.code}/`);
        // The home page's own title and content are mfe-catalog's.
        const shell = await englishWords(page, '#root > div > header, #root > div > footer', { allowed: ALLOWED, skip: SEARCH });
        if (shell.length) found['/ (header, footer)'] = shell;
        for (const path of CONTENT_PAGES) {
          await page.goto(`/${language.code}${path}`);
          await expect(page.locator('main h1')).toBeVisible();
          const words = await englishWords(page, 'body', { allowed: ALLOWED, withTitle: true, skip: SEARCH });
          if (words.length) found[path] = words;
          const serious = await seriousViolations(page);
          if (serious.length) violations[path] = serious;
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${path} is wider than the screen`,
          ).toBeLessThanOrEqual(width);
          await page.screenshot({ path: testInfo.outputPath(`${language.code}${path.replaceAll('/', '-')}-${width}.png`) });
        }
        expect(found, 'English words of the store on the page').toEqual({});
        expect(violations, 'serious or critical accessibility violations').toEqual({});
      });
    });
  }
}

test('the switch changes the page in place, and the store remembers it', async ({ page, context }) => {
  await page.goto('/about-us');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'আমাদের কথা' })).toBeVisible();
  await expect(page).toHaveURL(/\/bn\/about-us$/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn-IN');
  await expect(page.getByRole('navigation', { name: 'ভাষা' }).getByRole('link', { name: 'যোগাযোগ করুন' })).toHaveCount(0);
  // A link of the page keeps the language.
  await page.getByRole('link', { name: 'যোগাযোগ করুন' }).first().click();
  await expect(page).toHaveURL(/\/bn\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'store_lang')?.value).toBe('bn');

  await page.goto('/');
  await expect(page).toHaveURL(/\/bn\/$/);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'ভাষা' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/$/);
  await expect(page.getByRole('navigation', { name: 'भाषा' })).toBeVisible();
  await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Language' })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
