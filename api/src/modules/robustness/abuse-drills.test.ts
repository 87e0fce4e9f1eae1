// Abuse drills: OTP brute force and SMS flooding stopped by the limits, and one shopper's token
// never reading or touching another's orders or addresses.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';
import { latestOtp, loginRegistration, newShopper, registerShopper, type Answer } from '../../test-support/shopper.js';
import { addProduct, BILLING, cartLine } from '../../test-support/orders.js';

// Sends from the test address: 4 for the two shoppers, 2 for the brute-force phone, then the flood.
const SENDS_PER_IP = 10;

describeEachDatabase(
  'OTP brute force, SMS flooding and one shopper against another',
  (t) => {
    test("shopper B's token never reads or changes shopper A's orders or addresses", async () => {
      await addProduct(t().db, 'MINE1', 1500_00, 10);
      const alice = await newShopper(t(), '9200000201', 'Alice');
      const bob = await newShopper(t(), '9200000202', 'Bob');
      assert.equal(
        (await t().post<Answer>('address-registration', { token: alice, billing_address: BILLING, shipping_address: BILLING }))
          .status,
        200,
      );
      const placed = await t().post<Answer<{ order_id: string }>>('check-out', {
        token: alice,
        billing_address: BILLING,
        shipping_address: null,
        cart: [cartLine('MINE1', 1)],
        coupon: null,
        order_notes: '',
        order_status: 'Order initiated',
        idempotency_key: 'alice-key-1',
      });
      assert.equal(placed.status, 200);
      const orderId = placed.json.body.order_id;

      const addresses = await t().post<Answer<{ billing_address: unknown; shipping_address: unknown }>>('address-fetch', {
        token: bob,
      });
      assert.deepEqual(addresses.json.body, { billing_address: null, shipping_address: null });
      const orders = await t().post<Answer>('retrive-order', { token: bob });
      assert.deepEqual(JSON.parse(orders.json.body), []);
      const pay = await t().post<Answer>('payment-gateway', {
        body: {
          order_id: orderId,
          token: bob,
          amount: 1,
          productinfo: 'x',
          firstname: 'Bob',
          email: 'bob@example.com',
          phone: '9200000202',
          surl: 'http://localhost:3000/success',
          furl: 'http://localhost:3000/failure',
        },
      });
      assert.equal(pay.status, 404);
      assert.equal(pay.json.body, 'Order not found');
      const update = await t().post<Answer>('orderUpdateFunctionality', {
        order_status: 'payment failed',
        order_id: orderId,
        token: bob,
      });
      assert.equal(update.status, 404);

      // Reusing Alice's idempotency key gives Bob his own order (or a refusal), never hers.
      const replay = await t().post<Answer<{ order_id: string }>>('check-out', {
        token: bob,
        billing_address: BILLING,
        shipping_address: null,
        cart: [cartLine('MINE1', 1)],
        coupon: null,
        order_notes: '',
        order_status: 'Order initiated',
        idempotency_key: 'alice-key-1',
      });
      if (replay.status === 200) assert.notEqual(replay.json.body.order_id, orderId);

      const [order] = await rows<{ status: string }>(t().db, sql`SELECT status FROM orders WHERE order_id = ${orderId}`);
      assert.equal(order!.status, 'Order initiated');
      const aliceOrders = JSON.parse((await t().post<Answer>('retrive-order', { token: alice })).json.body) as Array<{
        order_id: string;
      }>;
      assert.deepEqual(
        aliceOrders.map((o) => o.order_id),
        [orderId],
      );
    });

    test('30 parallel guesses at one code: at most 4 are even checked, then the right code is refused too', async () => {
      const phone = '9200000001';
      await registerShopper(t(), phone); // send 5 from this address
      await loginRegistration(t(), { action: 'login', phone_number: phone }); // send 6
      const otp = await latestOtp(t(), phone);
      const guesses = Array.from({ length: 30 }, (_, i) => String(100000 + i * 7919)).filter((guess) => guess !== otp);
      const answers = await Promise.all(
        guesses.map((guess) => loginRegistration(t(), { action: 'login_validate', phone_number: phone, otp: guess })),
      );
      const checked = answers.filter((answer) => answer.status === 401);
      assert.ok(checked.length <= 4, `${checked.length} wrong codes were checked`);
      for (const answer of answers.filter((a) => a.status !== 401)) {
        assert.equal(answer.status, 429);
        assert.equal(answer.json.body, 'Too many wrong OTPs, please request a new one');
      }
      const right = await loginRegistration(t(), { action: 'login_validate', phone_number: phone, otp });
      assert.equal(right.status, 429);
      const [sessions] = await rows<{ n: number }>(
        t().db,
        sql`SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.phone = ${phone}`,
      );
      assert.equal(sessions!.n, 0);
    });

    test('SMS flooding from one address over many phones stops at the per-address limit', async () => {
      const answers = [];
      for (let i = 0; i < 10; i += 1) {
        answers.push(
          await loginRegistration(t(), {
            action: 'register',
            username: 'Flood',
            phone_number: `92000001${String(i).padStart(2, '0')}`,
            email: 'flood@example.com',
          }),
        );
      }
      const sent = answers.filter((answer) => answer.status === 200);
      assert.equal(sent.length, SENDS_PER_IP - 6); // six sends were used by the tests above
      for (const answer of answers.slice(sent.length)) {
        assert.equal(answer.status, 429);
        assert.match(answer.json.body, /^Too many OTPs requested from this address, please try again in \d+ seconds$/);
        assert.ok(Number(answer.json.retry_after) > 0);
      }
      const [outbox] = await rows<{ n: number }>(
        t().db,
        sql`SELECT count(*)::int AS n FROM sms_outbox WHERE phone LIKE '92000001%'`,
      );
      assert.equal(outbox!.n, SENDS_PER_IP - 6);
    });
  },
  { env: { OTP_SENDS_PER_IP: String(SENDS_PER_IP) } },
);
