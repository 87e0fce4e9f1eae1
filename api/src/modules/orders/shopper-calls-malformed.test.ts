// Malformed input on every call of the shopper modules (accounts, addresses, reviews, orders,
// payments) gets a 4xx with a message, never a 500, and changes nothing in the database.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';

const POST_CALLS = [
  'login-registration',
  'user-info',
  'logout',
  'users/login',
  'users/signup',
  'address-registration',
  'address-fetch',
  'review-retrieve',
  'review-rating',
  'check-out',
  'retrive-order',
  'track-order',
  'payment-gateway',
  'orderUpdateFunctionality',
  'payment-return',
  'payment-sandbox',
];
// logout answers 200 to anything (revoking an unknown token is not an error).
const ALWAYS_OK = new Set(['logout']);

const TABLES = [
  'users',
  'otp_codes',
  'sessions',
  'sms_outbox',
  'addresses',
  'reviews',
  'orders',
  'order_items',
  'stock_holds',
  'payments',
  'stock',
];

describeEachDatabase('malformed input on the shopper calls', (t) => {
  const snapshot = async () =>
    rows(
      t().db,
      sql.raw(
        `SELECT ${TABLES.map((table) => `(SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) FROM ${table} x) AS ${table}`).join(', ')}`,
      ),
    );

  const send = async (call: string, payload: string, contentType = 'application/json') => {
    const response = await t().app.inject({
      method: 'POST',
      url: `/api/${call}`,
      headers: { 'content-type': contentType },
      payload,
    });
    return {
      status: response.statusCode,
      body: JSON.parse(response.body) as { statusCode: number; body?: string; message?: string },
    };
  };

  test('broken JSON, wrong body types and oversized bodies are 4xx answers with a message', async () => {
    const before = await snapshot();
    const bodies = [
      '{"token": ',
      '[1,2,3]',
      '"text"',
      '42',
      'null',
      '{"__proto__": {"x": 1}}',
      '{"a":1}',
      '{"body": []}',
      '{"token": {"$ne": null}}',
    ];
    for (const call of POST_CALLS) {
      for (const payload of bodies) {
        const { status, body } = await send(call, payload);
        if (ALWAYS_OK.has(call) && status === 200) continue;
        assert.ok(status >= 400 && status < 500, `${call} ${payload} -> ${status}`);
        assert.equal(body.statusCode, status);
        assert.ok(typeof (body.body ?? body.message) === 'string', `${call} ${payload} has a message`);
      }
      const huge = await send(call, JSON.stringify({ token: 'x'.repeat(300 * 1024) }));
      assert.equal(huge.status, 413, call);
      const xml = await send(call, '<a/>', 'application/xml');
      assert.equal(xml.status, 415, `${call} xml`);
    }
    assert.deepEqual(await snapshot(), before);
  });

  test('any JSON value as a body never causes a 500 or a change', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POST_CALLS), fc.jsonValue(), async (call, value) => {
        const { status } = await send(call, JSON.stringify(value));
        assert.ok(status < 500, `${call} ${JSON.stringify(value)} -> ${status}`);
      }),
      { numRuns: 200, seed: 7 },
    );
    assert.deepEqual(await snapshot(), before);
  });

  test('the outbox needs a 10-digit phone', async () => {
    for (const query of ['', '?phone=123', '?phone=abcdefghij']) {
      const response = await t().app.inject({ method: 'GET', url: `/api/__dev/outbox${query}` });
      assert.equal(response.statusCode, 400, query);
    }
  });
});
