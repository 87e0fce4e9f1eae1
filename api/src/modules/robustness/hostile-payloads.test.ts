// Hostile-payload drill: 1,000 generated malformed or hostile payloads spread over every api route. None
// may answer a 5xx, and no table of the database may change (checksums of every table before and
// after). Fields are those the calls read, filled with injection, markup, traversal, NUL, huge and
// wrongly typed values, but never a complete valid form, so nothing may legitimately be saved.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';
import { newShopper } from '../../test-support/shopper.js';

const POST_ROUTES = [
  'excel-data',
  'fetchHomePagemodels',
  'stock-details',
  'specificationFetcher',
  'review-retrieve',
  'review-rating',
  'pincode-check',
  'coupon-retrieve',
  'login-registration',
  'user-info',
  'logout',
  'address-registration',
  'address-fetch',
  'retrive-order',
  'check-out',
  'payment-gateway',
  'orderUpdateFunctionality',
  'payment-return',
  'payment-sandbox',
  'career-submit',
  'contact-submit',
  'newsletter-subscribe',
  'track-order',
  'users/login',
  'users/signup',
];
const GET_ROUTES = [
  'slider-fetch',
  'slider-fetch-mobile',
  'searchFunction',
  'dev/searchFunction',
  'store-locator',
  '__dev/outbox',
  'images',
  'health',
];

// Stands for a real shopper's token, so the calls behind the login get hostile input too (not sent
// to logout, which would rightly end the session).
const SHOPPER_TOKEN = '<shopper-token>';

// Keys the calls read (contact-submit never gets 'message', so no form is ever complete).
const KEYS = [
  'field',
  'value',
  'queryStringParameters',
  'Category',
  'sku',
  'model_no',
  'product_id',
  'token',
  'review_text',
  'rating',
  'pincode',
  'coupon_name',
  'product_type',
  'body',
  'action',
  'username',
  'phone_number',
  'email',
  'otp',
  'billing_address',
  'shipping_address',
  'cart',
  'order_notes',
  'order_status',
  'coupon',
  'idempotency_key',
  'order_id',
  'amount',
  'surl',
  'furl',
  'fullName',
  'subject',
  'password',
  'txnid',
  'hash',
  'status',
  'threshold',
  'limit',
  'phone',
  '__proto__',
  'constructor',
];

const HOSTILE = [
  "' OR 1=1 --",
  "'; DROP TABLE products; --",
  '1; SELECT pg_sleep(10)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '\u0000',
  'a\u0000b',
  '\ud83d\ude00'.repeat(50),
  'x'.repeat(5000),
  '${7*7}',
  '{{7*7}}',
  '-1',
  '0',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  ' ',
  '\t\n',
  'WELCOME10%',
  'payment successfull',
  SHOPPER_TOKEN,
  SHOPPER_TOKEN,
  '9830012345x',
  '+91 98300 12345',
  'admin@localhost',
  '7000160',
  'LAST3/../..',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
];

// NUL, the other C0 controls and DEL, and halves of surrogate pairs, alone or inside ordinary text:
// PostgreSQL refuses NUL in text and lone surrogates are not UTF-8 (both once answered 500).
const CONTROL_CHARACTERS = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f'].filter(
  (c) => !'\t\n\r'.includes(c),
);
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', '\ude00\ud83d'];
const brokenText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL_CHARACTERS, ...LONE_SURROGATES), fc.string({ maxLength: 12 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** A query value as raw bytes: a lone surrogate goes as its three WTF-8 bytes (not valid UTF-8). */
function queryBytes(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(char);
    })
    .join('');
}

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  brokenText,
  fc.string({ unit: fc.constantFrom(...CONTROL_CHARACTERS, ...LONE_SURROGATES, 'a', '7'), maxLength: 8 }),
);
const leaf = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(-1e308),
  fc.constant(2 ** 53 + 1),
);
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('value'), { maxLength: 3 }), tie('object')),
  object: fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 4 }),
})).value;

type Payload = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string };
const payload: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 6, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(fc.constantFrom(...KEYS), hostileValue, { minKeys: 1, maxKeys: 6 })
      .map((value) => ({ kind: 'json' as const, value: { body: value, ...value } })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        hostileString,
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'),
      )
      .map(([text, contentType]) => ({ kind: 'raw' as const, text: `{"a": ${text}`, contentType })),
  },
);

const call = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom(...POST_ROUTES), payload)
      .map(([route, body]) => ({ method: 'POST' as const, route, body })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...GET_ROUTES),
        fc.dictionary(fc.constantFrom(...KEYS), hostileString, { maxKeys: 4 }),
        hostileString,
      )
      .map(([route, query, suffix]) => ({ method: 'GET' as const, route, query, suffix })),
  },
);

const TOTAL_RUNS = 1000;

describeEachDatabase('hostile payloads on every route', (t) => {
  const checksums = async () => {
    const tables = await rows<{ name: string }>(
      t().db,
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    assert.ok(tables.length > 10);
    const sums = await rows<Record<string, string>>(
      t().db,
      sql.raw(
        `SELECT ${tables.map(({ name }) => `(SELECT count(*) || ':' || md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) FROM "${name}" x) AS "${name}"`).join(', ')}`,
      ),
    );
    return sums[0]!;
  };

  test(`${TOTAL_RUNS} generated payloads: never a 5xx, nothing changed`, async () => {
    const token = await newShopper(t(), '9300000099');
    const withToken = (text: string, route: string) => text.replaceAll(SHOPPER_TOKEN, route === 'logout' ? 'not-a-token' : token);
    const before = await checksums();
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(call, async (request) => {
        seen.add(request.route);
        const response =
          request.method === 'POST'
            ? await t().app.inject({
                method: 'POST',
                url: `/api/${request.route}`,
                headers: { 'content-type': request.body.kind === 'raw' ? request.body.contentType : 'application/json' },
                payload: withToken(
                  request.body.kind === 'raw' ? request.body.text : JSON.stringify(request.body.value),
                  request.route,
                ),
              })
            : await t().app.inject({
                method: 'GET',
                url: `/api/${request.route}${request.route === 'images' ? `/${queryBytes(request.suffix)}` : ''}?${Object.entries(
                  request.query,
                )
                  .map(([key, value]) => `${queryBytes(key)}=${queryBytes(withToken(value, request.route))}`)
                  .join('&')}`,
              });
        assert.ok(
          response.statusCode < 500,
          `${request.method} ${request.route} ${JSON.stringify(request)} -> ${response.statusCode} ${response.body}`,
        );
      }),
      { numRuns: TOTAL_RUNS, seed: 20261121, endOnFailure: true },
    );
    assert.equal(seen.size, POST_ROUTES.length + GET_ROUTES.length, 'every route got payloads');
    assert.deepEqual(await checksums(), before);
  });

  test('broken text in every field a call reads is a 400 naming the field', async () => {
    const token = await newShopper(t(), '9300000098');
    const before = await checksums();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POST_ROUTES, ...GET_ROUTES.filter((route) => route !== 'images' && route !== 'health')),
        fc.constantFrom(...KEYS.filter((key) => key !== '__proto__' && key !== 'constructor')),
        brokenText,
        fc.boolean(),
        async (route, key, bad, nested) => {
          const fields = { token: route === 'logout' ? 'not-a-token' : token, [key]: bad };
          const inQuery = GET_ROUTES.includes(route);
          const response = inQuery
            ? await t().app.inject({ method: 'GET', url: `/api/${route}?${key}=${queryBytes(bad)}` })
            : await t().app.inject({
                method: 'POST',
                url: `/api/${route}`,
                payload: nested ? { body: fields, queryStringParameters: fields } : fields,
              });
          assert.ok(
            response.statusCode < 500,
            `${route} ${key}=${JSON.stringify(bad)} -> ${response.statusCode} ${response.body}`,
          );
          // A URL's invalid UTF-8 is read as U+FFFD, which is ordinary text.
          const readAsReplacement = inQuery && !CONTROL_CHARACTERS.some((c) => bad.includes(c));
          if ((key !== 'token' || route === 'logout') && !readAsReplacement) {
            assert.equal(
              response.statusCode,
              400,
              `${route} ${key}=${JSON.stringify(bad)} -> ${response.statusCode} ${response.body}`,
            );
            assert.match(response.body, /control character or broken Unicode/);
          }
        },
      ),
      { numRuns: 400, seed: 20261122, endOnFailure: true },
    );
    assert.deepEqual(await checksums(), before);
  });
});
