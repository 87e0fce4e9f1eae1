// Each benched page's main action for tap-to-effect.bench.ts: how to make it on the first view, when it
// has taken effect, what would say an input was lost, and five interactions for INP once settled.
import type { Page, Request } from '@playwright/test';
import type { PhoneTimings } from './phone';

export interface PageAction {
  name: string;
  path: (page: Page) => Promise<string>;
  /** The shell's slot key of the page's section (its `store:section-ready:` mark). */
  mainSection: string;
  /** Storage the shopper already has (a cart, a session), set before the phone is throttled. */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  done: (page: Page) => Promise<boolean>;
  /** When the effect happened by the page's own record (NaN: not found); without it, when the bench's poll saw it. */
  effectInPage?: (timings: PhoneTimings) => number;
  /** Once the page has settled: what was lost ('' for nothing). */
  lost: (page: Page) => Promise<string>;
  /** Five interactions on the settled page. */
  interact: (page: Page) => Promise<void>;
}

interface Product {
  Model: string;
  Name: string;
  Images: string;
  Sale_price: number | null;
  Regular_price: number | null;
}

const main = (page: Page) => page.getByRole('main');

async function cartUnits(page: Page): Promise<number> {
  return page.evaluate(() =>
    (JSON.parse(window.localStorage.getItem('cart') ?? '[]') as Array<{ quantity: number }>).reduce(
      (sum, line) => sum + line.quantity,
      0,
    ),
  );
}

/** The frame that showed the cart holding `units`. */
const cartShown = (units: number) => (timings: PhoneTimings) =>
  timings.cartWrites.find((write) => write.units === units)?.shown ?? Number.NaN;

/** When the page started its call to `path` (e.g. /api/career-submit). */
const callSent = (path: string) => (timings: PhoneTimings) =>
  timings.calls.find((call) => new URL(call.url).pathname === path)?.start ?? Number.NaN;

const unitsLost = (expected: number) => async (page: Page) => {
  const units = await cartUnits(page);
  return units === expected ? '' : `the cart holds ${units} units, not ${expected}`;
};

async function purchasable(page: Page): Promise<Product> {
  const answer = await page.request.post('/api/excel-data?field=Categories&value=audio');
  for (const product of ((await answer.json()) as Product[]).slice(0, 20)) {
    const stock = await page.request.post('/api/stock-details', { data: { sku: product.Model } });
    const qty = Number(
      ((await stock.json()) as { body?: { ProductStock?: Array<{ Available_Qty: number }> } }).body?.ProductStock?.[0]
        ?.Available_Qty,
    );
    if (qty > 5 && Number(product.Sale_price || product.Regular_price || 0) > 0) return product;
  }
  throw new Error('no purchasable audio product');
}

const productPath = (product: Product) => `/product/${encodeURIComponent(product.Model.split('/')[0] ?? product.Model)}`;

/** Puts entries in the browser's storage, as adding to cart and logging in would. */
async function store(page: Page, entries: Record<string, unknown>): Promise<void> {
  await page.goto('/registry.json');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) {
      window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }, entries);
}

async function cartWithOne(page: Page): Promise<Record<string, unknown>> {
  const product = await purchasable(page);
  const price = Number(product.Sale_price || product.Regular_price || 0);
  return {
    cart: [{ model: product.Model, name: product.Name, price, url: product.Images.split(',')[0]?.trim() ?? '', quantity: 1 }],
  };
}

async function signedInToken(page: Page): Promise<string> {
  const phone = `7${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
  const send = async (body: Record<string, string>) =>
    (await (await page.request.post('/api/login-registration', { data: { body } })).json()) as { body: string };
  const otp = async () => {
    const answer = await page.request.get(`/api/__dev/outbox?phone=${phone}`);
    return ((await answer.json()) as { messages: Array<{ otp: string }> }).messages[0]!.otp;
  };
  await send({ action: 'register', username: 'Bench Shopper', phone_number: phone, email: `bench.${phone}@example.in` });
  await send({ action: 'validate_otp', username: 'Bench Shopper', phone_number: phone, otp: await otp() });
  await send({ action: 'login', phone_number: phone });
  const done = await send({ action: 'login_validate', phone_number: phone, otp: await otp() });
  return (JSON.parse(done.body) as { token: string }).token;
}

/** Four of the five: the header's menu opened and closed, the bottom bar's search opened and typed into. */
async function headerInteractions(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Search' }).click();
  await page.getByLabel('Search products').filter({ visible: true }).first().press('s');
}

const firstCardAdd = (page: Page) =>
  main(page)
    .getByRole('button', { name: /^Add to cart: / })
    .first();

const CAREER_NAME = 'Asha Roy';
const careerSent = new WeakMap<Page, Request[]>();

export const PAGES: PageAction[] = [
  {
    name: '/: a card’s Add to cart',
    path: async () => '/',
    mainSection: 'mfe-catalog/HomePage',
    act: (page) => firstCardAdd(page).click(),
    done: async (page) => (await cartUnits(page)) > 0,
    effectInPage: cartShown(1),
    lost: unitsLost(1),
    interact: async (page) => {
      await firstCardAdd(page).click();
      await headerInteractions(page);
    },
  },
  {
    name: 'category: sort Low to High',
    path: async () => '/category/audio',
    mainSection: 'mfe-catalog/CategoryPage',
    act: async (page) => {
      await main(page).getByRole('combobox', { name: 'Sort by' }).first().selectOption('price-asc');
    },
    done: async (page) => page.url().includes('sort=price-asc'),
    lost: async (page) => (page.url().includes('sort=price-asc') ? '' : 'the sort was not applied'),
    interact: async (page) => {
      await firstCardAdd(page).click();
      await headerInteractions(page);
    },
  },
  {
    name: 'product: Add to Cart',
    path: async (page) => productPath(await purchasable(page)),
    mainSection: 'mfe-catalog/ProductPage',
    act: (page) => main(page).getByRole('button', { name: 'Add to Cart' }).click(),
    done: async (page) => (await cartUnits(page)) > 0,
    effectInPage: cartShown(1),
    lost: unitsLost(1),
    interact: async (page) => {
      await main(page).getByRole('button', { name: 'Add to Cart' }).click();
      await headerInteractions(page);
    },
  },
  {
    name: '/cart: one more unit',
    path: async () => '/cart',
    mainSection: 'mfe-cart-checkout/CartPage',
    prepare: async (page) => store(page, await cartWithOne(page)),
    act: (page) =>
      main(page)
        .getByRole('button', { name: /^Increase quantity of / })
        .click(),
    done: async (page) => (await cartUnits(page)) === 2,
    effectInPage: cartShown(2),
    lost: unitsLost(2),
    interact: async (page) => {
      await main(page)
        .getByRole('button', { name: /^Increase quantity of / })
        .click();
      await headerInteractions(page);
    },
  },
  {
    name: '/checkout signed in: First name typed',
    path: async () => '/checkout',
    mainSection: 'mfe-cart-checkout/CheckoutPage',
    prepare: async (page) => store(page, { ...(await cartWithOne(page)), token: await signedInToken(page) }),
    act: (page) => main(page).getByRole('textbox', { name: 'First name' }).first().fill(CAREER_NAME),
    done: async (page) => (await main(page).getByRole('textbox', { name: 'First name' }).first().inputValue()) === CAREER_NAME,
    lost: async (page) =>
      (await main(page).getByRole('textbox', { name: 'First name' }).first().inputValue()) === CAREER_NAME
        ? ''
        : 'the typed name',
    interact: async (page) => {
      await main(page).getByRole('textbox', { name: 'First name' }).first().click();
      await headerInteractions(page);
    },
  },
  {
    name: '/career: application typed and sent',
    path: async (page) => {
      const sent: Request[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/career-submit')) sent.push(request);
      });
      careerSent.set(page, sent);
      return '/career';
    },
    mainSection: 'mfe-content/CareerPage',
    act: async (page) => {
      const form = page.getByRole('form', { name: 'Application form' });
      await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill(CAREER_NAME);
      await form.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('9830012345');
      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('asha.bench@example.in');
      await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Typed on a slow phone.');
      await form.getByRole('radio', { name: 'Female' }).click();
      await form.getByRole('button', { name: 'Send application' }).click();
    },
    // The tap's effect is the application sent: the store's thanks come a phone's round trip later (the api's answer).
    done: async (page) => (careerSent.get(page) ?? []).length > 0,
    effectInPage: callSent('/api/career-submit'),
    lost: async (page) => {
      const sent = careerSent.get(page) ?? [];
      if (sent.length !== 1) return `sent ${sent.length} times, not once`;
      if (!sent[0]!.postDataBuffer()?.toString('utf8').includes(CAREER_NAME)) return 'the typed name';
      // The thanks follow the api's answer, a phone's round trip after the send, which the page's settling may not wait for.
      const thanks = page.getByText('Thanks for contacting us! We will be in touch with you shortly.');
      return (await thanks.waitFor({ timeout: 15_000 }).then(
        () => true,
        () => false,
      ))
        ? ''
        : 'the thanks for the application';
    },
    interact: async (page) => {
      await page.getByRole('form', { name: 'Application form' }).getByRole('textbox', { name: 'Full Name', exact: true }).click();
      await headerInteractions(page);
    },
  },
];
