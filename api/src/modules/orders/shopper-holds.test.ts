// Without limits one shopper could hold a product's whole stock by checking out and never paying. With
// the shop's default rules: a short hold that lasts 30 minutes only once the payment page is
// opened, one order holding stock per shopper, at most 5 units of a product per shopper, at most 5
// unpaid check-outs an hour, and a 409 that does not say how many units are left. The race drill:
// 50 shoppers at once for the last 3 units sell exactly 3.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';
import type { Answer } from '../../test-support/shopper.js';
import { notEnoughStock } from './place-order.js';
import { tooManyUnits } from './shopper-holds.js';
import { addProduct, BILLING, cartLine, shoppersWithSessions, stockOf } from '../../test-support/orders.js';

const STORE = 'http://localhost:3000';

describeEachDatabase('stock holds per shopper', (t) => {
  const checkout = (token: string, model: string, quantity: number) =>
    t().post<Answer<{ order_id: string }> & { model?: string; available?: number }>('check-out', {
      token,
      billing_address: BILLING,
      shipping_address: null,
      cart: [cartLine(model, quantity)],
      coupon: null,
    });
  const gateway = (token: string, orderId: string) =>
    t().post<Answer>('payment-gateway', {
      body: { order_id: orderId, token, surl: `${STORE}/success`, furl: `${STORE}/failure` },
    });
  const holdMinutes = async (orderId: string) =>
    (
      await rows<{ minutes: number }>(
        t().db,
        sql`SELECT round(extract(epoch FROM h.expires_at - h.created_at) / 60)::int AS minutes
          FROM stock_holds h JOIN orders o ON o.id = h.order_id WHERE o.order_id = ${orderId} AND h.released_at IS NULL`,
      )
    ).map((row) => row.minutes);

  test('50 shoppers at once for the last 3 units: exactly 3 sold, 47 refused without the count', async () => {
    const id = await addProduct(t().db, 'LAST3', 999_00, 3);
    const tokens = await shoppersWithSessions(t().db, 50, '9310000');
    const answers = await Promise.all(tokens.map((token) => checkout(token, 'LAST3', 1)));
    assert.equal(answers.filter((a) => a.status === 200).length, 3);
    const refused = answers.filter((a) => a.status === 409);
    assert.equal(refused.length, 47);
    for (const { json } of refused) {
      assert.deepEqual(json, { statusCode: 409, body: notEnoughStock('Test LAST3'), model: 'LAST3' });
    }
    assert.deepEqual(await stockOf(t().db, id), { available: 3, reserved: 3 });
  });

  test('the refusal does not say how many units are left', async () => {
    await addProduct(t().db, 'FEW2', 500_00, 2);
    const [token] = await shoppersWithSessions(t().db, 1, '9320000');
    const refused = await checkout(token!, 'FEW2', 3);
    assert.equal(refused.status, 409);
    assert.equal(refused.json.body, notEnoughStock('Test FEW2'));
    assert.ok(!('available' in refused.json));
    assert.doesNotMatch(refused.json.body, /\b2\b|left/);
  });

  test('one shopper holds at most 5 units of a product; the rest stays for others', async () => {
    const id = await addProduct(t().db, 'HOARD20', 100_00, 20);
    const [hoarder, other] = await shoppersWithSessions(t().db, 2, '9330000');
    const greedy = await checkout(hoarder!, 'HOARD20', 20);
    assert.deepEqual([greedy.status, greedy.json.body], [409, tooManyUnits('Test HOARD20', 5)]);
    assert.equal((await checkout(hoarder!, 'HOARD20', 5)).status, 200);
    assert.deepEqual(await stockOf(t().db, id), { available: 20, reserved: 5 });
    const stock = await t().post<Answer<{ ProductStock: Array<{ Available_Qty: number }> }>>('stock-details', { sku: 'HOARD20' });
    assert.equal(stock.json.body.ProductStock[0]!.Available_Qty, 15);
    assert.equal((await checkout(other!, 'HOARD20', 5)).status, 200);
  });

  test("checking out again releases the shopper's earlier hold; that order can no longer be paid", async () => {
    const first = await addProduct(t().db, 'AGAIN1', 100_00, 5);
    const second = await addProduct(t().db, 'AGAIN2', 100_00, 5);
    const [token] = await shoppersWithSessions(t().db, 1, '9340000');
    const earlier = await checkout(token!, 'AGAIN1', 5);
    assert.equal(earlier.status, 200);
    assert.deepEqual(await stockOf(t().db, first), { available: 5, reserved: 5 });
    assert.equal((await checkout(token!, 'AGAIN2', 1)).status, 200);
    assert.deepEqual(await stockOf(t().db, first), { available: 5, reserved: 0 });
    assert.deepEqual(await stockOf(t().db, second), { available: 5, reserved: 1 });
    const stale = await gateway(token!, earlier.json.body.order_id);
    assert.deepEqual([stale.status, stale.json.body], [409, 'This order has expired, please place it again']);
  });

  test('a check-out holds for 10 minutes; opening the payment page makes it 30, once', async () => {
    await addProduct(t().db, 'SHORT1', 100_00, 5);
    const [token] = await shoppersWithSessions(t().db, 1, '9350000');
    const placed = await checkout(token!, 'SHORT1', 1);
    assert.deepEqual(await holdMinutes(placed.json.body.order_id), [10]);
    assert.equal((await gateway(token!, placed.json.body.order_id)).status, 200);
    assert.deepEqual(await holdMinutes(placed.json.body.order_id), [30]);
    assert.equal((await gateway(token!, placed.json.body.order_id)).status, 200);
    assert.deepEqual(await holdMinutes(placed.json.body.order_id), [30], 'opening it again does not extend it');
    // A hold past its time is not revived by opening the payment page.
    await t().db
      .execute(sql`UPDATE stock_holds SET expires_at = now() - interval '1 second', created_at = now() - interval '1 hour'
      WHERE order_id = (SELECT id FROM orders WHERE order_id = ${placed.json.body.order_id})`);
    const late = await gateway(token!, placed.json.body.order_id);
    assert.deepEqual([late.status, late.json.body], [409, 'This order has expired, please place it again']);
  });

  test('at most 5 unpaid check-outs an hour, then 429 with when to try again', async () => {
    await addProduct(t().db, 'CHURN1', 100_00, 50);
    const [token] = await shoppersWithSessions(t().db, 1, '9360000');
    for (let i = 0; i < 5; i += 1) assert.equal((await checkout(token!, 'CHURN1', 1)).status, 200);
    const sixth = await t().app.inject({
      method: 'POST',
      url: '/api/check-out',
      payload: { token, billing_address: BILLING, shipping_address: null, cart: [cartLine('CHURN1', 1)], coupon: null },
    });
    assert.equal(sixth.statusCode, 429);
    assert.match(sixth.json().body, /Too many unpaid orders in the last hour; please pay one or try again in (59|60) minutes/);
    assert.ok(Number(sixth.headers['retry-after']) > 3500);
  });
});
