import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signedBrowserCookie } from '../test-support/field-browsers.js';
import { startTestApp } from '../test-support/test-app.js';

test('/metrics (api address only): requests by route and status, latency, rate-limit refusals, field events', async () => {
  const t = await startTestApp('pglite', {
    released: { 'mfe-content': ['1.0.0-aaaa1111'] },
    env: { CLIENT_EVENTS_PER_IP: '1' },
  });
  try {
    const event = { events: [{ remote: 'mfe-content', version: '1.0.0-aaaa1111', kind: 'render-crash', count: 3 }] };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/client-events',
        headers: { cookie: signedBrowserCookie(t.config.fieldEvents.secret) },
        payload: event,
      });
    assert.equal((await send()).statusCode, 202);
    assert.equal((await send()).statusCode, 429);
    await t.get('health');
    const metrics = await t.app.inject('/metrics');
    assert.equal(metrics.statusCode, 200);
    assert.match(metrics.body, /api_http_requests_total\{route="\/api\/client-events",method="POST",status="202"\} 1/);
    assert.match(metrics.body, /api_http_request_duration_seconds_count\{route="\/api\/health",method="GET",status="200"\} 1/);
    assert.match(metrics.body, /api_rate_limit_refusals_total\{route="\/api\/client-events"\} 1/);
    assert.match(metrics.body, /api_client_events_total\{remote="mfe-content",kind="render-crash"\} 3/);
    assert.equal((await t.app.inject('/api/metrics')).statusCode, 404);
  } finally {
    await t.stop();
  }
});

test(
  'on PostgreSQL, /metrics shows the pool connections',
  { skip: process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL is not set' },
  async () => {
    const t = await startTestApp('postgres');
    try {
      await t.get('health');
      const { body } = await t.app.inject('/metrics');
      assert.match(body, /api_db_pool_connections\{state="total"\} [1-9]/);
      assert.match(body, /api_db_pool_connections\{state="waiting"\} 0/);
    } finally {
      await t.stop();
    }
  },
);
