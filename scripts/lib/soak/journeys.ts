// The shopper mix: what each journey asks for, as the store's pages and their api calls do
// (api/CALLS.md), and what it checks on the way. A page must carry its data (page-data.ts); a checkout
// pays through the sandbox's own form and return (api/CALLS.md § Payment), and the soak notes how it
// ended so the end checks can hold the database to it.
import { randomBytes, randomInt } from 'node:crypto';
import { leftToTheBrowser, listsProducts, missingOnProductPage, priceOf, type ProductFacts } from './page-data.ts';
import type { ShopperClient, Answer } from './shopper-client.ts';
import type { SoakStats } from './soak-stats.ts';

export interface Catalogue {
  /** Route values of categories (/category/<name>), each with its products' names. */
  categories: Array<{ name: string; productNames: string[] }>;
  /** Products whose pages are visited. */
  products: ProductFacts[];
  /** In-stock products the checkouts buy. */
  forSale: ProductFacts[];
  /** Words shoppers search for (brands). */
  searchTerms: string[];
}

export interface PaidOrder {
  orderId: string;
  outcome: 'paid' | 'failed' | 'abandoned';
}

export interface JourneyContext {
  client: ShopperClient;
  stats: SoakStats;
  catalogue: Catalogue;
  /** The store's origin as a shopper's browser names it (surl and furl are on it). */
  storeOrigin: string;
  orders: PaidOrder[];
}

export const JOURNEYS = ['browse', 'search', 'product', 'cart', 'checkout'] as const;
export type Journey = (typeof JOURNEYS)[number];
/** Of 100 journeys: most shoppers look, fewer add to the cart, some check out. */
const MIX: Record<Journey, number> = { browse: 30, search: 20, product: 25, cart: 10, checkout: 15 };

export function pickJourney(roll = randomInt(100)): Journey {
  let at = 0;
  for (const journey of JOURNEYS) {
    at += MIX[journey];
    if (roll < at) return journey;
  }
  return 'browse';
}

const pick = <T>(list: T[]): T => list[randomInt(list.length)]!;
/** A sale's shoppers crowd onto a few pages: 7 in 10 product pages are of the first 10 products. */
const popular = <T>(list: T[]): T => (randomInt(10) < 7 ? pick(list.slice(0, 10)) : pick(list));
const productRoute = (product: ProductFacts) => `/product/${encodeURIComponent(product.Model.split('/')[0] ?? product.Model)}`;

/** A catalogue page without its data: counted when the edge left it for the browser to fill, else a failure. */
function withoutData(stats: SoakStats, page: Answer, module: string, what: string): void {
  if (leftToTheBrowser(page.text, module)) stats.count(LEFT_TO_THE_BROWSER);
  else stats.fail(what);
}

export const CATALOGUE_PAGES = 'catalogue pages';
export const LEFT_TO_THE_BROWSER = 'catalogue pages left to the browser to fill';

function expectOk(stats: SoakStats, step: string, answer: Answer): boolean {
  if (answer.status === 200) return true;
  stats.fail(`${step} answered ${answer.status}`);
  return false;
}

async function productPage(context: JourneyContext, product: ProductFacts): Promise<void> {
  const page = await context.client.request('product page', 'GET', productRoute(product));
  if (!expectOk(context.stats, 'product page', page)) return;
  context.stats.count(CATALOGUE_PAGES);
  const missing = missingOnProductPage(page.text, product);
  if (missing.length > 0) withoutData(context.stats, page, 'ProductPage', `a product page without ${missing.join(' and ')}`);
  context.stats.count(`product page from the edge's cache: ${String(page.headers['x-page-cache'] ?? 'not kept')}`);
  // What the buy box asks once it runs (docs/screens.md §3): stock and reviews.
  await context.client.request('stock-details', 'POST', '/api/stock-details', { json: { sku: product.Model } });
  await context.client.request('review-retrieve', 'POST', '/api/review-retrieve', { json: { product_id: product.Model } });
}

async function browse(context: JourneyContext): Promise<void> {
  const home = await context.client.request('home page', 'GET', '/');
  context.stats.count(CATALOGUE_PAGES, 2);
  if (expectOk(context.stats, 'home page', home) && !listsProducts(home.text))
    withoutData(context.stats, home, 'HomePage', 'a home page without products');
  const category = pick(context.catalogue.categories);
  const listing = await context.client.request('category page', 'GET', `/category/${encodeURIComponent(category.name)}`);
  if (expectOk(context.stats, 'category page', listing) && !listsProducts(listing.text, category.productNames))
    withoutData(context.stats, listing, 'CategoryPage', 'a category page without its products');
}

async function search(context: JourneyContext): Promise<void> {
  const term = pick(context.catalogue.searchTerms);
  // The header's search form is a GET form: /search?q= answers with the results page's address.
  const form = await context.client.request('search form', 'GET', `/search?q=${encodeURIComponent(term)}`);
  const target = form.headers.location ?? `/search/${encodeURIComponent(term)}`;
  const results = await context.client.request('search page', 'GET', target);
  context.stats.count(CATALOGUE_PAGES);
  if (expectOk(context.stats, 'search page', results) && !listsProducts(results.text))
    withoutData(context.stats, results, 'SearchPage', 'a search page without results');
}

async function cart(context: JourneyContext): Promise<ProductFacts> {
  const product = popular(context.catalogue.forSale);
  await productPage(context, product);
  // Add to cart asks for the stock again (mfe-catalog's buy box); the cart lives in the browser.
  await context.client.request('add to cart', 'POST', '/api/stock-details', { json: { sku: product.Model } });
  const cartPage = await context.client.request('cart page', 'GET', '/cart');
  expectOk(context.stats, 'cart page', cartPage);
  await context.client.request('pincode-check', 'POST', '/api/pincode-check', { json: { pincode: '700016' } });
  return product;
}

function newPhone(): string {
  return `6${randomInt(100_000_000, 999_999_999)}`;
}

async function otpFor(context: JourneyContext, phone: string): Promise<string> {
  const outbox = await context.client.request('sms outbox', 'GET', `/api/__dev/outbox?phone=${phone}`);
  const otp = outbox.json<{ messages: Array<{ otp: string | null }> }>().messages[0]?.otp;
  if (!otp) throw new Error(`no OTP in the outbox for ${phone}`);
  return otp;
}

/** Registers a new phone and logs in with OTPs from the development outbox; the session's token. */
async function logIn(context: JourneyContext): Promise<{ token: string; phone: string } | null> {
  const phone = newPhone();
  const send = (step: string, body: Record<string, string>) =>
    context.client.request(step, 'POST', '/api/login-registration', { json: { body } });
  const username = 'Soak Shopper';
  const registered = await send('register', {
    action: 'register',
    username,
    phone_number: phone,
    email: `soak.${phone}@example.in`,
  });
  if (!expectOk(context.stats, 'register', registered)) return null;
  const otp = await otpFor(context, phone);
  if (
    !expectOk(
      context.stats,
      'register OTP',
      await send('register OTP', { action: 'validate_otp', username, phone_number: phone, otp }),
    )
  )
    return null;
  if (!expectOk(context.stats, 'login', await send('login', { action: 'login', phone_number: phone }))) return null;
  const done = await send('login OTP', { action: 'login_validate', phone_number: phone, otp: await otpFor(context, phone) });
  if (!expectOk(context.stats, 'login OTP', done)) return null;
  const { token } = JSON.parse(done.json<{ body: string }>().body) as { token: string };
  return { token, phone };
}

/** The hidden inputs of the first form in a page whose tag and content `chosen` accepts (the payment form, a sandbox button). */
export function formFields(html: string, chosen: (form: string) => boolean): Record<string, string> | null {
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
  const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity);
  for (const [form] of html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)) {
    if (!chosen(form)) continue;
    const fields: Record<string, string> = {};
    for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
      fields[decode(name ?? '')] = decode(value ?? '');
    return fields;
  }
  return null;
}

const BILLING = {
  first_name: 'Soak',
  last_name: 'Shopper',
  company_name: '',
  country_region: 'India',
  landmark: 'Near Gariahat crossing',
  street_address: '12 Rashbehari Avenue',
  apartment: '',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700019',
  phone: '9830098300',
  email: 'soak@example.in',
};

/** Cart, OTP login, check-out, and the sandbox's payment: 8 in 10 pay, the rest fail or leave before paying. */
async function checkout(context: JourneyContext): Promise<void> {
  const product = await cart(context);
  const shopper = await logIn(context);
  if (!shopper) return;
  await context.client.request('checkout page', 'GET', '/checkout');
  const placed = await context.client.request('check-out', 'POST', '/api/check-out', {
    json: {
      token: shopper.token,
      billing_address: { ...BILLING, phone: shopper.phone },
      shipping_address: {},
      cart: [{ model: product.Model, name: product.Name, price: priceOf(product), url: '', quantity: 1 }],
      order_notes: '',
      order_status: 'Order initiated',
      coupon: null,
      idempotency_key: randomBytes(8).toString('hex'),
    },
  });
  if (placed.status === 409) return context.stats.count('checkouts refused: not enough stock');
  if (!expectOk(context.stats, 'check-out', placed)) return;
  const orderId = placed.json<{ body: { order_id: string } }>().body.order_id;
  const roll = randomInt(10);
  if (roll === 9) {
    context.orders.push({ orderId, outcome: 'abandoned' });
    return;
  }
  const gateway = await context.client.request('payment-gateway', 'POST', '/api/payment-gateway', {
    json: {
      body: {
        order_id: orderId,
        token: shopper.token,
        surl: `${context.storeOrigin}/success`,
        furl: `${context.storeOrigin}/failure`,
      },
    },
  });
  if (!expectOk(context.stats, 'payment-gateway', gateway)) return;
  const paymentForm = formFields(gateway.json<{ body: { checkout_url: string } }>().body.checkout_url, (form) =>
    form.includes('/api/payment-sandbox'),
  );
  if (!paymentForm) return context.stats.fail('a payment-gateway answer without the sandbox form');
  const sandbox = await context.client.request('payment page', 'POST', '/api/payment-sandbox', { form: paymentForm });
  if (!expectOk(context.stats, 'payment page', sandbox)) return;
  const pays = roll < 8;
  const answer = formFields(sandbox.text, (form) => form.includes(`class="${pays ? 'success' : 'failure'}"`));
  if (!answer) return context.stats.fail('a sandbox page without its buttons');
  const returned = await context.client.request('payment return', 'POST', '/api/payment-return', { form: answer });
  const location = String(returned.headers.location ?? '');
  if (returned.status !== 303 || !location.includes(pays ? '/success' : '/failure'))
    return context.stats.fail(`a payment return answered ${returned.status} to ${location || 'nowhere'}`);
  context.orders.push({ orderId, outcome: pays ? 'paid' : 'failed' });
  const result = await context.client.request('result page', 'GET', new URL(location, context.storeOrigin).pathname);
  expectOk(context.stats, 'result page', result);
  // What the success and failure pages send once they run (api/CALLS.md: 200, nothing left to do).
  const update = await context.client.request('order update', 'POST', '/api/orderUpdateFunctionality', {
    json: { order_status: pays ? 'payment successfull' : 'payment failed', order_id: orderId, token: shopper.token },
  });
  expectOk(context.stats, 'order update', update);
}

export async function runJourney(journey: Journey, context: JourneyContext): Promise<void> {
  context.stats.count(`journeys: ${journey}`);
  if (journey === 'browse') return browse(context);
  if (journey === 'search') return search(context);
  if (journey === 'product') return productPage(context, popular(context.catalogue.products));
  if (journey === 'cart') return void (await cart(context));
  return checkout(context);
}
