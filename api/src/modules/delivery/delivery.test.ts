import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';

interface Answer<T = string> {
  statusCode: number;
  body: T;
}
interface CouponBody {
  coupon_name: string;
  validity_status: string;
  discount_applied?: number;
  discountPercent?: number;
}

describeEachDatabase('pincode-check and coupon-retrieve', (t) => {
  for (const pincode of ['700016', '700001', '743999', 711101, ' 734001 ']) {
    test(`pincode ${JSON.stringify(pincode)} in West Bengal is deliverable`, async () => {
      const { status, json } = await t().post<Answer>('pincode-check', { pincode });
      assert.equal(status, 200);
      assert.deepEqual(json, { statusCode: 200, body: 'Delivery is available in your area' });
    });
  }

  for (const pincode of ['110001', '744101', '560001', '834001']) {
    test(`pincode ${pincode} outside West Bengal is not deliverable`, async () => {
      const { status, json } = await t().post<Answer>('pincode-check', { pincode });
      assert.equal(status, 404);
      assert.deepEqual(json, { statusCode: 404, body: 'Delivery is not available in your area' });
    });
  }

  test('a malformed pincode is a 400 with a clear message', async () => {
    for (const body of [
      { pincode: '7000' },
      { pincode: 'abcdef' },
      { pincode: '0700016' },
      { pincode: true },
      {},
      { pincode: null },
    ]) {
      const { status, json } = await t().post<Answer>('pincode-check', body);
      assert.equal(status, 400, JSON.stringify(body));
      assert.ok(json.body.length > 0);
    }
  });

  test('WELCOME10 is a valid 10 percent coupon, in any case', async () => {
    const { status, json } = await t().post<Answer<CouponBody>>('coupon-retrieve', {
      coupon_name: 'welcome10',
      product_type: 'All',
    });
    assert.equal(status, 200);
    assert.deepEqual(json, {
      statusCode: 200,
      body: { coupon_name: 'WELCOME10', validity_status: 'valid', discountPercent: 10 },
    });
  });

  test('FLAT500 is a valid flat Rs. 500 coupon', async () => {
    const { json } = await t().post<Answer<CouponBody>>('coupon-retrieve', { coupon_name: 'FLAT500', product_type: 'All' });
    assert.deepEqual(json.body, { coupon_name: 'FLAT500', validity_status: 'valid', discount_applied: 500 });
  });

  test('EXPIRED2020 exists but is expired', async () => {
    const { status, json } = await t().post<Answer<CouponBody>>('coupon-retrieve', {
      coupon_name: 'EXPIRED2020',
      product_type: 'All',
    });
    assert.equal(status, 200);
    assert.equal(json.body.validity_status, 'expired');
  });

  test('a coupon that has not started yet is not valid', async () => {
    await t().db.execute(
      sql`INSERT INTO coupons (code, kind, percent, valid_from) VALUES ('FUTURE5', 'percent', 5, now() + interval '1 day')`,
    );
    const { json } = await t().post<Answer<CouponBody>>('coupon-retrieve', { coupon_name: 'FUTURE5', product_type: 'All' });
    assert.equal(json.body.validity_status, 'expired');
  });

  test('an unknown coupon is a 404 Invalid coupon code!', async () => {
    const { status, json } = await t().post<Answer>('coupon-retrieve', { coupon_name: 'NOSUCH', product_type: 'All' });
    assert.equal(status, 404);
    assert.deepEqual(json, { statusCode: 404, body: 'Invalid coupon code!' });
  });

  test('an empty or malformed coupon request is a 400 and changes nothing', async () => {
    const before = await rows(t().db, sql`SELECT * FROM coupons ORDER BY code`);
    const empty = await t().post<Answer>('coupon-retrieve', { coupon_name: '  ', product_type: 'All' });
    assert.deepEqual(empty.json, { statusCode: 400, body: 'Please enter a valid coupon code.' });
    for (const body of [{}, { coupon_name: 5 }, { coupon_name: 'X'.repeat(51) }, { coupon_name: ['WELCOME10'] }]) {
      assert.equal((await t().post('coupon-retrieve', body)).status, 400, JSON.stringify(body));
    }
    assert.deepEqual(await rows(t().db, sql`SELECT * FROM coupons ORDER BY code`), before);
  });
});
