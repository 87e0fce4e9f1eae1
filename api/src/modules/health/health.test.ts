import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';
import { TEST_PRODUCT_COUNT } from '../../test-support/test-database.js';

describeEachDatabase('app skeleton', (t) => {
  test('health answers with the database kind', async () => {
    const { status, json } = await t().get('health');
    assert.equal(status, 200);
    assert.deepEqual(json, { status: 'ok', database: t().kind });
  });

  test('an unknown call is a 404 in the statusCode-in-body shape', async () => {
    const { status, json } = await t().post('no-such-call', {});
    assert.equal(status, 404);
    assert.equal((json as { statusCode: number }).statusCode, 404);
  });

  test('the seed wrote the whole catalog', async () => {
    const [counts] = await rows<{ products: number; stores: number }>(
      t().db,
      sql`SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM stores)::int AS stores`,
    );
    assert.deepEqual(counts, { products: TEST_PRODUCT_COUNT, stores: 50 });
  });

  test('OpenAPI docs describe the calls', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const paths = Object.keys((JSON.parse(response.body) as { paths: Record<string, unknown> }).paths);
    for (const call of ['/api/excel-data', '/api/searchFunction', '/api/store-locator', '/api/health'])
      assert.ok(paths.includes(call), call);
  });

  test('CORS allows the store origin only', async () => {
    const allowed = await t().app.inject({
      method: 'OPTIONS',
      url: '/api/pincode-check',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3000');
    const other = await t().app.inject({
      method: 'OPTIONS',
      url: '/api/pincode-check',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
  });

  test('responses carry a request id and security headers', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/health' });
    assert.ok(response.headers['x-request-id']);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  test("helmet's headers with the store's policy are on answers, refusals and errors alike", async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/slider-fetch' },
      { method: 'POST' as const, url: '/api/stock-details', payload: { sku: 'NO-SUCH-MODEL' } },
      { method: 'GET' as const, url: '/api/no-such-call' },
    ]) {
      const response = await t().app.inject(request);
      const policy = response.headers['content-security-policy'] as string;
      assert.match(policy, /default-src 'self'/, request.url);
      assert.match(policy, /frame-ancestors 'none'/);
      assert.match(policy, new RegExp(`form-action 'self' ${t().config.storeOrigins[0]}`));
      assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN');
      assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin');
      assert.match(response.headers['strict-transport-security'] as string, /max-age=/);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
    }
  });
});
