import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase, startTestApp } from '../../test-support/test-app.js';
import { BrowserLimit } from './browser-limit.js';
import { addCounts, pruneCounts } from './event-counts.js';

const V1 = '1.0.0-aaaa1111';
const V2 = '1.0.0-bbbb2222';
const browser = '0b5e3c1a-7d2f-4c55-9a61-3f2b8c9d0e14';

describeEachDatabase('client events', (t) => {
  const stored = () =>
    rows<Record<string, unknown>>(t().db, sql`SELECT * FROM client_event_counts ORDER BY remote, version, kind`);
  const send = (body: unknown) => t().app.inject({ method: 'POST', url: '/api/client-events', payload: body as object });

  test('a batch is counted per remote, version, kind and minute', async () => {
    const answer = await send({
      browser,
      events: [
        { remote: 'mfe-content', version: V1, kind: 'view', count: 3 },
        { remote: 'mfe-content', version: V1, kind: 'view' },
        { remote: 'mfe-content', version: V2, kind: 'render-crash' },
        { remote: 'mfe-content', version: V2, kind: 'view', count: 2 },
        { remote: 'mfe-catalog', version: V1, kind: 'timeout' },
      ],
    });
    assert.equal(answer.statusCode, 202);
    assert.deepEqual(answer.json(), { accepted: 5 });
    await send({ events: [{ remote: 'mfe-content', version: V1, kind: 'view' }] });
    const counts = (await stored()).map(({ remote, version, kind, count }) => [remote, version, kind, Number(count)]);
    assert.deepEqual(counts, [
      ['mfe-catalog', V1, 'timeout', 1],
      ['mfe-content', V1, 'view', 5],
      ['mfe-content', V2, 'render-crash', 1],
      ['mfe-content', V2, 'view', 2],
    ]);
  });

  test('the figures give views, errors and the error rate per version (on the api address only)', async () => {
    const answer = await t().app.inject('/internal/client-events/figures');
    const versions = answer.json().versions as Array<{
      remote: string;
      version: string;
      views: number;
      errors: number;
      errorRate: number;
    }>;
    const v2 = versions.find((entry) => entry.remote === 'mfe-content' && entry.version === V2);
    assert.deepEqual([v2?.views, v2?.errors, v2?.errorRate], [2, 1, 0.5]);
    const catalog = versions.find((entry) => entry.remote === 'mfe-catalog');
    assert.deepEqual([catalog?.views, catalog?.errors, catalog?.errorRate], [0, 1, 1]);
    assert.equal((await t().app.inject('/internal/client-events/figures?since=yesterday')).statusCode, 400);
    const future = new Date(Date.now() + 120_000).toISOString();
    const past = new Date(Date.now() - 120_000).toISOString();
    assert.equal((await t().app.inject(`/internal/client-events/figures?since=${future}`)).json().versions.length, 0);
    assert.equal((await t().app.inject(`/internal/client-events/figures?since=${past}&until=${past}`)).json().versions.length, 0);
    assert.equal(
      (await t().app.inject(`/internal/client-events/figures?since=${past}&until=${future}`)).json().versions.length,
      3,
    );
    assert.equal((await t().app.inject('/api/internal/client-events/figures')).statusCode, 404);
  });

  test('personal data is refused whole and never stored: tokens, phone numbers, e-mails, addresses, messages', async () => {
    const before = await stored();
    const hostile = [
      { remote: 'mfe-content', version: V1, kind: 'view', token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x' },
      { remote: 'mfe-content', version: '9876543210', kind: 'view' },
      { remote: 'asha.sen@example.com', version: V1, kind: 'view' },
      {
        remote: 'mfe-content',
        version: V1,
        kind: 'uncaught',
        message: 'Cannot read phone 9876543210 of 12 Park Street, Kolkata 700016',
      },
      { remote: 'mfe-content', version: V1, kind: '12 Park Street Kolkata' },
    ];
    for (const event of hostile) {
      const answer = await send({ browser, events: [{ remote: 'mfe-content', version: V1, kind: 'view' }, event] });
      assert.equal(answer.statusCode, 400, JSON.stringify(event));
      assert.equal(answer.json().statusCode, 400);
    }
    assert.equal(
      (await send({ browser: 'asha.sen@example.com', events: [{ remote: 'mfe-content', version: V1, kind: 'view' }] }))
        .statusCode,
      400,
    );
    assert.equal((await send({ events: [], phone: '9876543210' })).statusCode, 400);
    const after = await stored();
    assert.deepEqual(after, before);
    const everything = JSON.stringify(after);
    for (const secret of ['9876543210', 'example.com', 'Park Street', 'eyJ', browser])
      assert.ok(!everything.includes(secret), secret);
  });

  test('more than 50 events in a batch or a count above 100 are refused', async () => {
    const event = { remote: 'mfe-content', version: V1, kind: 'view' };
    assert.equal((await send({ events: Array.from({ length: 51 }, () => event) })).statusCode, 400);
    assert.equal((await send({ events: [{ ...event, count: 101 }] })).statusCode, 400);
  });

  test('counts older than 14 days are pruned, newer ones kept', async () => {
    const now = new Date();
    await addCounts(
      t().db,
      [{ remote: 'mfe-account', version: V1, kind: 'view', count: 7 }],
      new Date(now.getTime() - 15 * 86_400_000),
    );
    await addCounts(
      t().db,
      [{ remote: 'mfe-account', version: V1, kind: 'view', count: 4 }],
      new Date(now.getTime() - 13 * 86_400_000),
    );
    assert.equal(await pruneCounts(t().db, now), 1);
    const left = await rows<{ count: number }>(t().db, sql`SELECT count FROM client_event_counts WHERE remote = 'mfe-account'`);
    assert.deepEqual(
      left.map((row) => Number(row.count)),
      [4],
    );
  });
});

test('a browser past its batches per minute gets 429; the per-IP limit stops made-up browser ids', async () => {
  const t = await startTestApp('pglite', { env: { CLIENT_EVENTS_PER_BROWSER: '2', CLIENT_EVENTS_PER_IP: '4' } });
  try {
    const send = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client-events',
        payload: { browser: id, events: [{ remote: 'mfe-content', version: V1, kind: 'view' }] },
      });
    assert.equal((await send(browser)).statusCode, 202);
    assert.equal((await send(browser)).statusCode, 202);
    const refused = await send(browser);
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().body, /this browser/);
    assert.equal((await send('1b5e3c1a-7d2f-4c55-9a61-3f2b8c9d0e14')).statusCode, 202);
    assert.equal((await send('2b5e3c1a-7d2f-4c55-9a61-3f2b8c9d0e14')).statusCode, 429);
  } finally {
    await t.stop();
  }
});

test('the per-browser window starts again after a minute', () => {
  let now = 0;
  const limit = new BrowserLimit(1, 60_000, () => now);
  assert.equal(limit.take('a'), true);
  assert.equal(limit.take('a'), false);
  assert.equal(limit.take('b'), true);
  now = 60_000;
  assert.equal(limit.take('a'), true);
});
