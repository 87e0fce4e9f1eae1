import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';
import { newShopper, type Answer } from '../../test-support/shopper.js';
import { BILLING } from '../../test-support/orders.js';

const SHIPPING = {
  first_name: 'Ravi',
  last_name: 'Sen',
  company_name: '',
  country_region: 'India',
  street_address: '5 Park Street',
  apartment: 'Flat 2B',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
};

type Saved = Answer<{ billing_address: Record<string, string> | null; shipping_address: Record<string, string> | null }>;

describeEachDatabase('addresses', (t) => {
  let token = '';
  let other = '';

  test('setup: two shoppers', async () => {
    token = await newShopper(t(), '9500000001');
    other = await newShopper(t(), '9500000002');
  });

  test('nothing saved yet reads as null', async () => {
    const answer = await t().post<Saved>('address-fetch', { token });
    assert.deepEqual(answer.json, { statusCode: 200, body: { billing_address: null, shipping_address: null } });
  });

  test('billing and shipping round trip; another shopper sees none of it', async () => {
    const saved = await t().post<Answer>('address-registration', { token, billing_address: BILLING, shipping_address: SHIPPING });
    assert.deepEqual(saved.json, { statusCode: 200, body: 'Address saved successfully' });
    const read = await t().post<Saved>('address-fetch', { token });
    assert.equal(read.json.body.billing_address?.landmark, BILLING.landmark);
    assert.equal(read.json.body.billing_address?.pincode, '700019');
    assert.equal(read.json.body.shipping_address?.apartment, 'Flat 2B');
    assert.equal(read.json.body.shipping_address?.phone, undefined, 'the shipping form has no phone');
    const theirs = await t().post<Saved>('address-fetch', { token: other });
    assert.deepEqual(theirs.json.body, { billing_address: null, shipping_address: null });
  });

  test('saving billing alone keeps the saved shipping address', async () => {
    await t().post('address-registration', {
      token,
      billing_address: { ...BILLING, city: 'Howrah', pincode: '711101' },
      shipping_address: null,
    });
    const read = await t().post<Saved>('address-fetch', { token });
    assert.equal(read.json.body.billing_address?.city, 'Howrah');
    assert.equal(read.json.body.shipping_address?.street_address, '5 Park Street');
  });

  test('each rule names the field at fault and saves nothing', async () => {
    const before = await t().post<Saved>('address-fetch', { token });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ billing_address: { ...BILLING, first_name: '  ' } }, 'billing_address.first_name'],
      [{ billing_address: { ...BILLING, landmark: undefined } }, 'billing_address.landmark'],
      [{ billing_address: { ...BILLING, pincode: '70001' } }, 'billing_address.pincode'],
      [{ billing_address: { ...BILLING, pincode: 'abcdef' } }, 'billing_address.pincode'],
      [{ billing_address: { ...BILLING, phone: '983009830' } }, 'billing_address.phone'],
      [{ billing_address: { ...BILLING, email: 'asha@' } }, 'billing_address.email'],
      [{ billing_address: { ...BILLING, country_region: 'Bangladesh' } }, 'billing_address.country_region'],
      [{ billing_address: { ...BILLING, city: 'x'.repeat(201) } }, 'billing_address.city'],
      [{ billing_address: BILLING, shipping_address: { ...SHIPPING, pincode: '1234567' } }, 'shipping_address.pincode'],
      [{ billing_address: BILLING, shipping_address: { ...SHIPPING, city: '' } }, 'shipping_address.city'],
    ];
    for (const [body, field] of cases) {
      const answer = await t().post<Answer>('address-registration', { token, ...body });
      assert.equal(answer.status, 400, field);
      assert.equal(answer.json.field, field);
      assert.equal(typeof answer.json.body, 'string');
    }
    assert.deepEqual(await t().post<Saved>('address-fetch', { token }), before);
  });

  test('malformed bodies and missing tokens get a 4xx and change nothing', async () => {
    const count = async () => (await rows<{ n: number }>(t().db, sql`SELECT count(*)::int AS n FROM addresses`))[0]!.n;
    const before = await count();
    const answers = [
      await t().post<Answer>('address-registration', { billing_address: BILLING }),
      await t().post<Answer>('address-registration', { token: 'nope', billing_address: BILLING }),
      await t().post<Answer>('address-registration', { token, billing_address: 'Kolkata' }),
      await t().post<Answer>('address-registration', { token, billing_address: { ...BILLING, city: { nested: true } } }),
      await t().post<Answer>('address-registration', { token }),
      await t().post<Answer>('address-fetch', { token: 12345 }),
      await t().post<Answer>('address-fetch', {}),
    ];
    for (const answer of answers)
      assert.ok(answer.status >= 400 && answer.status < 500, `got ${answer.status}: ${JSON.stringify(answer.json)}`);
    assert.equal(answers[0]!.status, 401);
    assert.equal(await count(), before);
  });
});
