// The shopper mix: home sections, listings, product pages (product + specification),
// search, add to cart (stock-details) and check-out, in the proportions of a browsing shopper.
// Check-outs are real orders of one bench shopper on products given ample stock; afterwards the
// orders are deleted and the stock put back, so the bench database stays as seeded.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../src/db/database.js';

export interface MixRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const BILLING = {
  first_name: 'Bench',
  last_name: 'Shopper',
  company_name: '',
  country_region: 'India',
  landmark: 'Near Park Circus',
  street_address: '1 Park Street',
  apartment: '',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
  phone: '9830098300',
  email: 'bench@example.com',
};

async function call(app: FastifyInstance, body: Record<string, unknown>): Promise<{ statusCode?: number; body: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/login-registration', payload: { body } });
  return JSON.parse(response.body) as { body: string };
}

async function otpOf(app: FastifyInstance, phone: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/__dev/outbox?phone=${phone}` });
  return (JSON.parse(response.body) as { messages: Array<{ otp: string }> }).messages[0]!.otp;
}

/** A logged-in bench shopper (registered through the real calls) and the cleanup of its orders. */
export async function benchShopper(app: FastifyInstance, db: Database, models: string[]) {
  const phone = `9${String(Date.now()).slice(-9)}`;
  await call(app, { action: 'register', username: 'Bench Shopper', phone_number: phone, email: 'bench@example.com' });
  await call(app, { action: 'validate_otp', username: 'Bench Shopper', phone_number: phone, otp: await otpOf(app, phone) });
  await db.execute(sql`UPDATE otp_codes SET sent_at = sent_at - interval '1 hour' WHERE phone = ${phone}`);
  await call(app, { action: 'login', phone_number: phone });
  const login = await call(app, { action: 'login_validate', phone_number: phone, otp: await otpOf(app, phone) });
  const token = (JSON.parse(login.body) as { token: string }).token;
  const ids = (
    await rows<{ id: number }>(
      db,
      sql`SELECT id FROM products WHERE model IN (${sql.join(
        models.map((m) => sql`${m}`),
        sql`, `,
      )})`,
    )
  ).map((r) => r.id);
  const saved = await rows<{ product_id: number; available_qty: number; reserved_qty: number }>(
    db,
    sql`SELECT product_id, available_qty, reserved_qty FROM stock WHERE product_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  await db.execute(
    sql`UPDATE stock SET available_qty = 100000000 WHERE product_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return {
    token,
    async cleanUp() {
      // Let check-outs still in flight when the load stopped finish first.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const row of saved) {
        await db.execute(
          sql`UPDATE stock SET available_qty = ${row.available_qty}, reserved_qty = ${row.reserved_qty} WHERE product_id = ${row.product_id}`,
        );
      }
      await db.execute(sql`DELETE FROM orders WHERE user_id = (SELECT id FROM users WHERE phone = ${phone})`);
      await db.execute(sql`DELETE FROM users WHERE phone = ${phone}`);
      await db.execute(sql`DELETE FROM otp_codes WHERE phone = ${phone}`);
      await db.execute(sql`DELETE FROM sms_outbox WHERE phone = ${phone}`);
    },
  };
}

/** One shopper's visit pattern: 20 requests, of which 1 is a check-out. */
export function shopperMix(
  token: string,
  models: string[],
  terms: string[],
  categories: string[],
  sections: string[],
): (n: number) => MixRequest {
  const pick = <T>(items: T[], n: number) => items[n % items.length]!;
  const steps: Array<(n: number) => MixRequest> = [
    (n) => ({ method: 'POST', path: '/api/fetchHomePagemodels', body: JSON.stringify({ Category: pick(sections, n) }) }),
    (n) => ({ method: 'POST', path: '/api/fetchHomePagemodels', body: JSON.stringify({ Category: pick(sections, n + 1) }) }),
    () => ({ method: 'GET', path: '/api/slider-fetch' }),
    (n) => ({
      method: 'POST',
      path: `/api/excel-data?field=Categories&value=${encodeURIComponent(pick(categories, n))}`,
      body: '{}',
    }),
    (n) => ({
      method: 'GET',
      path: `/api/searchFunction?field=all&value=${encodeURIComponent(pick(terms, n))}&threshold=0.7&limit=5`,
    }),
    (n) => ({
      method: 'GET',
      path: `/api/searchFunction?field=all&value=${encodeURIComponent(pick(terms, n + 3))}&threshold=0.7&limit=50`,
    }),
    (n) => ({ method: 'POST', path: `/api/excel-data?field=Model&value=${encodeURIComponent(pick(models, n))}`, body: '{}' }),
    (n) => ({ method: 'POST', path: '/api/specificationFetcher', body: JSON.stringify({ model_no: pick(models, n) }) }),
    (n) => ({ method: 'POST', path: '/api/review-retrieve', body: JSON.stringify({ product_id: pick(models, n) }) }),
    (n) => ({ method: 'POST', path: '/api/stock-details', body: JSON.stringify({ sku: pick(models, n) }) }),
    (n) => ({ method: 'POST', path: `/api/excel-data?field=Model&value=${encodeURIComponent(pick(models, n + 7))}`, body: '{}' }),
    (n) => ({ method: 'POST', path: '/api/specificationFetcher', body: JSON.stringify({ model_no: pick(models, n + 7) }) }),
    (n) => ({ method: 'POST', path: '/api/review-retrieve', body: JSON.stringify({ product_id: pick(models, n + 7) }) }),
    (n) => ({ method: 'POST', path: '/api/stock-details', body: JSON.stringify({ sku: pick(models, n + 7) }) }),
    (n) => ({
      method: 'POST',
      path: `/api/excel-data?field=Categories&value=${encodeURIComponent(pick(categories, n + 2))}`,
      body: '{}',
    }),
    (n) => ({
      method: 'POST',
      path: `/api/excel-data?field=Model&value=${encodeURIComponent(pick(models, n + 11))}`,
      body: '{}',
    }),
    (n) => ({ method: 'POST', path: '/api/stock-details', body: JSON.stringify({ sku: pick(models, n + 11) }) }),
    () => ({ method: 'POST', path: '/api/pincode-check', body: JSON.stringify({ pincode: '700016' }) }),
    () => ({
      method: 'POST',
      path: '/api/coupon-retrieve',
      body: JSON.stringify({ coupon_name: 'WELCOME10', product_type: 'All' }),
    }),
    (n) => ({
      method: 'POST',
      path: '/api/check-out',
      body: JSON.stringify({
        token,
        billing_address: BILLING,
        shipping_address: null,
        order_notes: '',
        order_status: 'Order initiated',
        coupon: null,
        cart: [
          { model: pick(models, n), name: 'x', price: 1, url: 'x', quantity: 1 },
          { model: pick(models, n + 7), name: 'x', price: 1, url: 'x', quantity: 2 },
        ],
      }),
    }),
  ];
  return (n) => steps[n % steps.length]!(Math.floor(n / steps.length));
}
