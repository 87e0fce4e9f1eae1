// mfe-content journeys: every content page from the footer, careers with and without a resume and
// with refused uploads, the contact form and the store locator, at desktop and phone widths.
// Uses only Playwright's own fixtures and relative URLs (the config's baseURL is the store).
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';

const SUCCESS = 'Thanks for contacting us! We will be in touch with you shortly.';
const FAILURE = 'Something went wrong. Please try again.';

const FOOTER_PAGES = [
  { link: 'About Us', title: 'About Us' },
  { link: 'Terms and Conditions', title: 'Terms and Conditions' },
  { link: 'Privacy Policy', title: 'Privacy Policy' },
  { link: 'Payment & Return Policies', title: 'Payment & Return Policies' },
  { link: 'Shipping Options', title: 'Shipping Options' },
  { link: 'Store Locator', title: 'Store Locator' },
  { link: 'Contact Us', title: 'Contact Us' },
  { link: 'Career', title: 'Career' },
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
];

function pdf(name: string, bytes = 2048) {
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 32)]) };
}

// The footer's subscribe box also has an e-mail field, so form fields are looked up inside the form,
// by accessible name (the required asterisk is hidden from it).
const careerForm = (page: Page) => page.getByRole('form', { name: 'Application form' });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

async function fillCareer(page: Page, email: string) {
  const form = careerForm(page);
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Asha Roy');
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('9830012345');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('spinbutton', { name: 'Total Experience (years)', exact: true }).fill('3');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('I would like to join the Park Street showroom team.');
}

for (const viewport of VIEWPORTS) {
  test.describe(`content pages at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every content page opens from the footer with its title', async ({ page }) => {
      await page.goto('/');
      for (const { link, title } of FOOTER_PAGES) {
        await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[&]/g, '\\&')}`));
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(60);
      }
    });

    test('a career application without a resume is thanked', async ({ page }) => {
      await page.goto('/career');
      await page.getByRole('button', { name: 'Send application' }).click();
      await expect(careerForm(page).getByRole('textbox', { name: 'Full Name', exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await fillCareer(page, `asha.${viewport.name}.nofile@example.in`);
      await page.getByRole('button', { name: 'Send application' }).click();
      await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send application' })).toHaveCount(0);
    });

    test('a career application with a PDF resume is thanked', async ({ page }) => {
      await page.goto('/career');
      await expect(page.getByText('PDF or Word (.pdf, .doc or .docx), at most 5 MB.')).toBeVisible();
      await fillCareer(page, `asha.${viewport.name}.resume@example.in`);
      await careerForm(page).getByLabel('Resume (optional)').setInputFiles(pdf('asha-roy-resume.pdf'));
      await expect(page.getByText('asha-roy-resume.pdf')).toBeVisible();
      await page.getByRole('button', { name: 'Send application' }).click();
      await expect(page.getByText(SUCCESS)).toBeVisible();
    });

    test('a refused upload is explained and never sent', async ({ page }) => {
      let uploads = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/career-submit')) uploads += 1;
      });
      await page.goto('/career');
      const resume = careerForm(page).getByLabel('Resume (optional)');
      await resume.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
      await expect(page.getByText('Please choose a PDF or Word file (.pdf, .doc or .docx).')).toBeVisible();
      await resume.setInputFiles(pdf('huge.pdf', 6 * 1024 * 1024));
      await expect(page.getByText(/resumes can be at most 5 MB/)).toBeVisible();
      await expect(page.getByText('No file chosen.')).toBeVisible();
      expect(uploads).toBe(0);
    });

    test('a failed application keeps what was typed', async ({ page }) => {
      await page.route('**/api/career-submit', (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.goto('/career');
      await fillCareer(page, 'asha.failure@example.in');
      await page.getByRole('button', { name: 'Send application' }).click();
      await expect(page.getByRole('alert').filter({ hasText: FAILURE })).toBeVisible();
      await expect(careerForm(page).getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('Asha Roy');
      await expect(careerForm(page).getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
        'I would like to join the Park Street showroom team.',
      );
    });

    test('the contact form sends a message and says so', async ({ page }) => {
      await page.goto('/contact-us');
      await expect(page.getByText('10.30 AM to 9.00 PM every day')).toBeVisible();
      const form = contactForm(page);
      await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Rahul Sen');
      await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Installation date');
      await form.getByRole('textbox', { name: 'Message', exact: true }).fill('When will my air conditioner be installed?');
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Thank you, your message has been sent.')).toBeVisible();
    });

    test('the store locator finds a store by pincode', async ({ page }) => {
      await page.goto('/store-locator');
      await expect(page.getByRole('button', { name: /West Bengal/ })).toBeVisible();
      await page.getByLabel('Find a store by pincode or area').fill('700');
      const store = page.locator('article').first();
      await expect(store.getByRole('heading', { level: 5 })).toBeVisible();
      await expect(store.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
      const map = store.getByRole('link', { name: /View on map/ });
      await expect(map).toHaveAttribute('target', '_blank');
      await expect(map).toHaveAttribute('rel', /noopener/);
    });
  });
}
