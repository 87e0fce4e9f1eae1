// Answers about a shopper are never kept by a cache: every call sent with a token, and the calls
// that hand out tokens or OTPs, answer Cache-Control: no-store (refusals too).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeEachDatabase } from '../test-support/test-app.js';
import { newShopper } from '../test-support/shopper.js';

describeEachDatabase('private answers', (t) => {
  const cacheControl = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    (await t().app.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) })).headers['cache-control'];

  test('answers to a shopper, and the calls that give out credentials, are no-store', async () => {
    const token = await newShopper(t(), '9300000301');
    for (const [url, payload] of [
      ['user-info', { token }],
      ['retrive-order', { token }],
      ['address-fetch', { token }],
      ['check-out', { token, cart: [] }],
      [
        'payment-gateway',
        { body: { token, order_id: '1', surl: 'http://localhost:3000/success', furl: 'http://localhost:3000/failure' } },
      ],
      ['user-info', { token: 'not-a-session' }],
      ['login-registration', { body: { action: 'login', phone_number: '9300000301' } }],
      ['users/login', { email: 'nobody@example.com', password: 'wrong password' }],
      ['users/signup', { email: 'new@example.com', password: 'a long password' }],
    ] as const) {
      assert.equal(await cacheControl('POST', url, payload), 'no-store', url);
    }
    assert.equal(await cacheControl('GET', '__dev/outbox?phone=9300000301'), 'no-store', '__dev/outbox');
  });

  test('catalog answers are not marked private', async () => {
    assert.notEqual(await cacheControl('GET', 'slider-fetch'), 'no-store');
    assert.notEqual(await cacheControl('POST', 'stock-details', { sku: 'X' }), 'no-store');
  });
});
