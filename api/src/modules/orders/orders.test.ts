import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';
import { newShopper, type Answer } from '../../test-support/shopper.js';
import { notEnoughStock } from './place-order.js';
import { releaseHolds } from './stock-holds.js';
import { addProduct, BILLING, cartLine, ONE_SHOPPER_MANY_ORDERS, stockOf } from '../../test-support/orders.js';

interface Placed {
  order_id: string;
  cart: Array<{ model: string; price: number; quantity: number; name: string }>;
  subtotal: number;
  discount: number;
  shipping_cost: number;
  total: number;
  order_status: string;
}

// One shopper places every order here: see ONE_SHOPPER_MANY_ORDERS.
describeEachDatabase(
  'check-out',
  (t) => {
    let token = '';
    const checkout = (body: Record<string, unknown>) =>
      t().post<Answer<Placed>>('check-out', {
        token,
        billing_address: BILLING,
        shipping_address: null,
        order_notes: '',
        order_status: 'Order initiated',
        coupon: null,
        ...body,
      });

    test('setup: a shopper', async () => {
      token = await newShopper(t(), '9300000001');
    });

    test('a tampered cart price does not change the charge', async () => {
      await addProduct(t().db, 'TAMPER1', 1234_50, 10);
      const answer = await checkout({ cart: [cartLine('TAMPER1', 2, 1)] });
      assert.equal(answer.status, 200, JSON.stringify(answer.json));
      assert.deepEqual(
        answer.json.body.cart.map((l) => [l.model, l.price, l.quantity, l.name]),
        [['TAMPER1', 1234.5, 2, 'Test TAMPER1']],
      );
      assert.equal(answer.json.body.subtotal, 2469);
      assert.equal(answer.json.body.shipping_cost, 197);
      assert.equal(answer.json.body.total, 2666);
      assert.equal(answer.json.body.order_status, 'Order initiated');
      const [order] = await rows<{ total_paise: number }>(
        t().db,
        sql`SELECT total_paise FROM orders WHERE order_id = ${answer.json.body.order_id}`,
      );
      assert.equal(order!.total_paise, 2666_00);
    });

    test('shipping: Rs 197 at a subtotal of exactly Rs 5000, free above it', async () => {
      await addProduct(t().db, 'HALF5000', 2500_00, 10);
      await addProduct(t().db, 'ONERUPEE', 1_00, 10);
      const at = await checkout({ cart: [cartLine('HALF5000', 2)] });
      assert.deepEqual([at.json.body.subtotal, at.json.body.shipping_cost, at.json.body.total], [5000, 197, 5197]);
      const above = await checkout({ cart: [cartLine('HALF5000', 2), cartLine('ONERUPEE', 1)] });
      assert.deepEqual([above.json.body.subtotal, above.json.body.shipping_cost, above.json.body.total], [5001, 0, 5001]);
    });

    test('coupons: flat FLAT500, percent WELCOME10, expired and unknown refused', async () => {
      await addProduct(t().db, 'COUPON1', 3000_00, 20);
      const flat = await checkout({
        cart: [cartLine('COUPON1', 1)],
        coupon: { coupon_name: 'FLAT500', validity_status: 'valid', discount_applied: 99999 },
      });
      assert.deepEqual([flat.json.body.discount, flat.json.body.total], [500, 2697]);
      const percent = await checkout({ cart: [cartLine('COUPON1', 1)], coupon: 'welcome10' });
      assert.deepEqual([percent.json.body.discount, percent.json.body.total], [300, 2897]);
      const expired = await checkout({ cart: [cartLine('COUPON1', 1)], coupon: { coupon_name: 'EXPIRED2020' } });
      assert.deepEqual([expired.status, expired.json.body], [400, 'Coupon no longer valid!']);
      const unknown = await checkout({ cart: [cartLine('COUPON1', 1)], coupon: 'NOPE' });
      assert.deepEqual([unknown.status, unknown.json.body], [400, 'Invalid coupon code!']);
    });

    test('a flat coupon larger than the cart leaves only shipping to pay', async () => {
      await addProduct(t().db, 'CHEAP1', 200_00, 5);
      const answer = await checkout({ cart: [cartLine('CHEAP1', 1)], coupon: 'FLAT500' });
      assert.deepEqual([answer.json.body.subtotal, answer.json.body.discount, answer.json.body.total], [200, 200, 197]);
    });

    test('an empty cart, an undeliverable pincode and a missing field are refused with the spec messages', async () => {
      const empty = await checkout({ cart: [] });
      assert.deepEqual([empty.status, empty.json.body], [400, 'Cart is empty']);
      await addProduct(t().db, 'DELHI1', 100_00, 5);
      const delhi = await checkout({ cart: [cartLine('DELHI1', 1)], billing_address: { ...BILLING, pincode: '110001' } });
      assert.deepEqual([delhi.status, delhi.json.body], [422, 'Delivery is not available in your area']);
      const shipElsewhere = await checkout({
        cart: [cartLine('DELHI1', 1)],
        shipping_address: {
          first_name: 'A',
          last_name: 'B',
          country_region: 'India',
          street_address: 'X',
          city: 'Delhi',
          state: 'Delhi',
          pincode: '110001',
        },
      });
      assert.equal(shipElsewhere.status, 422);
      const noLandmark = await checkout({ cart: [cartLine('DELHI1', 1)], billing_address: { ...BILLING, landmark: '' } });
      assert.deepEqual(
        [noLandmark.status, noLandmark.json.body, noLandmark.json.field],
        [400, 'Billing landmark is required', 'billing_address.landmark'],
      );
      assert.deepEqual(
        await stockOf(t().db, (await rows<{ id: number }>(t().db, sql`SELECT id FROM products WHERE model = 'DELHI1'`))[0]!.id),
        { available: 5, reserved: 0 },
      );
    });

    test('stock is held for the order and too little stock is a 409 naming the product', async () => {
      const id = await addProduct(t().db, 'HOLD1', 100_00, 4);
      const placed = await checkout({ cart: [cartLine('HOLD1', 3)] });
      assert.equal(placed.status, 200);
      assert.deepEqual(await stockOf(t().db, id), { available: 4, reserved: 3 });
      const more = await checkout({ cart: [cartLine('HOLD1', 2)] });
      assert.equal(more.status, 409);
      assert.equal(more.json.body, notEnoughStock('Test HOLD1'));
      assert.equal(more.json.model, 'HOLD1');
      assert.deepEqual(await stockOf(t().db, id), { available: 4, reserved: 3 });
    });

    test('the same idempotency key gives the same order and holds stock once', async () => {
      const id = await addProduct(t().db, 'IDEM1', 100_00, 10);
      const first = await checkout({ cart: [cartLine('IDEM1', 2)], idempotency_key: 'key-1' });
      const again = await checkout({ cart: [cartLine('IDEM1', 2)], idempotency_key: 'key-1' });
      assert.equal(first.json.body.order_id, again.json.body.order_id);
      assert.deepEqual(await stockOf(t().db, id), { available: 10, reserved: 2 });
    });

    test('concurrent retries with one idempotency key make one order', async () => {
      const id = await addProduct(t().db, 'IDEM2', 100_00, 10);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => checkout({ cart: [cartLine('IDEM2', 1)], idempotency_key: 'same-click' })),
      );
      assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([200]));
      assert.equal(new Set(answers.map((a) => a.json.body.order_id)).size, 1);
      assert.deepEqual(await stockOf(t().db, id), { available: 10, reserved: 1 });
    });

    test('an abandoned order gives its stock back when the hold expires', async () => {
      const id = await addProduct(t().db, 'ABANDON1', 100_00, 2);
      const placed = await checkout({ cart: [cartLine('ABANDON1', 2)] });
      assert.equal(placed.status, 200);
      assert.equal((await checkout({ cart: [cartLine('ABANDON1', 1)] })).status, 409);
      await t().db.execute(sql`UPDATE stock_holds SET expires_at = now() - interval '1 minute' WHERE product_id = ${id}`);
      await releaseHolds(t().db, null);
      assert.deepEqual(await stockOf(t().db, id), { available: 2, reserved: 0 });
      assert.equal((await checkout({ cart: [cartLine('ABANDON1', 1)] })).status, 200);
    });

    test("retrive-order lists only the shopper's own orders, newest first; track-order needs the e-mail", async () => {
      const other = await newShopper(t(), '9300000002');
      await addProduct(t().db, 'MINE1', 100_00, 10);
      const mine = await checkout({ cart: [cartLine('MINE1', 1)] });
      const list = await t().post<Answer>('retrive-order', { token });
      assert.equal(list.status, 200);
      const orders = JSON.parse(list.json.body) as Array<{
        order_id: string;
        order_status: string;
        cart: unknown[];
        billing_address: { pincode: string };
        shipping_cost: number;
        paymentMethod: string;
        phone_no: string;
        created_at: string;
      }>;
      assert.equal(orders[0]!.order_id, mine.json.body.order_id);
      assert.equal(orders[0]!.billing_address.pincode, '700019');
      assert.equal(orders[0]!.phone_no, BILLING.phone);
      assert.match(orders[0]!.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      for (let i = 1; i < orders.length; i += 1) assert.ok(orders[i - 1]!.created_at >= orders[i]!.created_at);
      const theirs = await t().post<Answer>('retrive-order', { token: other });
      assert.deepEqual(JSON.parse(theirs.json.body), []);
      const expired = await t().post<Answer>('retrive-order', { token: 'nope' });
      assert.deepEqual([expired.status, expired.json.body], [401, 'Session expired, please log in again']);

      const tracked = await t().post<Answer<{ order_id: string; order_status: string }>>('track-order', {
        order_id: mine.json.body.order_id,
        email: 'ASHA@example.com',
      });
      assert.deepEqual([tracked.status, tracked.json.body.order_status], [200, 'Order initiated']);
      const wrongMail = await t().post<Answer>('track-order', {
        order_id: mine.json.body.order_id,
        email: 'someone@example.com',
      });
      assert.deepEqual([wrongMail.status, wrongMail.json.body], [404, 'No order found with that number and e-mail']);
    });

    test('malformed check-out bodies get a 4xx and create nothing', async () => {
      await addProduct(t().db, 'BAD1', 100_00, 10);
      const count = async () =>
        (
          await rows<{ n: number }>(t().db, sql`SELECT (SELECT count(*) FROM orders) + (SELECT count(*) FROM stock_holds) AS n`)
        )[0]!.n;
      const before = await count();
      const bad: Array<Record<string, unknown>> = [
        { cart: 'BAD1' },
        { cart: [{ model: 'BAD1', quantity: -1 }] },
        { cart: [{ model: 'BAD1', quantity: 1.5 }] },
        { cart: [{ model: 'BAD1', quantity: 1000 }] },
        { cart: [{ quantity: 1 }] },
        { cart: [cartLine('NO-SUCH-MODEL', 1)] },
        { cart: [cartLine('BAD1', 1)], billing_address: 'Kolkata' },
        { cart: [cartLine('BAD1', 1)], billing_address: { ...BILLING, pincode: '7000' } },
        { cart: [cartLine('BAD1', 1)], billing_address: { ...BILLING, phone: '98300' } },
        { cart: [cartLine('BAD1', 1)], billing_address: { ...BILLING, country_region: 'Nepal' } },
        { cart: [cartLine('BAD1', 1)], coupon: 42 },
        { cart: [cartLine('BAD1', 1)], token: 'not-a-session' },
      ];
      for (const body of bad) {
        const answer = await checkout(body);
        assert.ok(answer.status >= 400 && answer.status < 500, `${JSON.stringify(body)} gave ${answer.status}`);
      }
      assert.equal(await count(), before);
    });
  },
  { env: ONE_SHOPPER_MANY_ORDERS },
);
