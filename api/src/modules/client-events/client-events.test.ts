import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { signedBrowserCookie } from '../../test-support/field-browsers.js';
import { describeEachDatabase, startTestApp, type TestApp } from '../../test-support/test-app.js';
import { addBrowserEvents, pruneFieldEvents, type VersionFigures } from './event-browsers.js';

const V1 = '1.0.0-aaaa1111';
const V2 = '1.0.0-bbbb2222';
const released = { 'mfe-content': [V1, V2], 'mfe-catalog': [V1], 'mfe-account': [V1] };

const sendAs = (t: TestApp, cookie: string | undefined, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/client-events', headers: cookie ? { cookie } : {}, payload: body as object });
const serve = (t: TestApp, remote: string, version: string, pages: number) =>
  t.app.inject({ method: 'POST', url: '/internal/client-events/served', payload: { served: [{ remote, version, pages }] } });
const figuresOf = async (t: TestApp, remote: string, version: string) =>
  ((await t.app.inject('/internal/client-events/figures')).json().versions as VersionFigures[]).find(
    (entry) => entry.remote === remote && entry.version === version,
  );
const stored = (t: TestApp) =>
  rows<Record<string, unknown>>(t.db, sql`SELECT remote, version, kind, browser FROM client_event_browsers ORDER BY 1, 2, 3, 4`);

describeEachDatabase(
  'client events',
  (t) => {
    const browser = () => signedBrowserCookie(t().config.fieldEvents.secret);

    test("the probe's anonymous batch and made-up browser ids are refused with 403, nothing stored", async () => {
      const forged = {
        events: [
          { remote: 'mfe-content', version: V2, kind: 'view', count: 100 },
          { remote: 'mfe-content', version: V2, kind: 'uncaught', count: 100 },
        ],
      };
      const anonymous = await sendAs(t(), undefined, forged);
      assert.equal(anonymous.statusCode, 403);
      assert.match(anonymous.json().body, /load a page of the store first/);
      const madeUp = [
        'store_browser=0b5e3c1a-7d2f-4c55-9a61',
        signedBrowserCookie('not the store secret, but long enough to pass'),
        `${browser().slice(0, -2)}AA`,
      ];
      for (const cookie of madeUp) assert.equal((await sendAs(t(), cookie, forged)).statusCode, 403, cookie);
      assert.equal(
        (await sendAs(t(), undefined, { browser: '0b5e3c1a-7d2f-4c55-9a61-3f2b8c9d0e14', ...forged })).statusCode,
        403,
      );
      assert.deepEqual(await stored(t()), []);
    });

    test('a browser counts once as viewing and once as failing a version, whatever counts it sends', async () => {
      const cookie = browser();
      const batch = {
        events: [
          { remote: 'mfe-content', version: V2, kind: 'view', count: 100 },
          { remote: 'mfe-content', version: V2, kind: 'uncaught', count: 100 },
          { remote: 'mfe-content', version: V2, kind: 'render-crash' },
        ],
      };
      assert.equal((await sendAs(t(), cookie, batch)).statusCode, 202);
      assert.equal((await sendAs(t(), cookie, batch)).statusCode, 202);
      assert.equal(
        (await sendAs(t(), browser(), { events: [{ remote: 'mfe-content', version: V2, kind: 'view' }] })).statusCode,
        202,
      );
      assert.equal((await serve(t(), 'mfe-content', V2, 10)).statusCode, 204);
      const figures = await figuresOf(t(), 'mfe-content', V2);
      assert.deepEqual(
        [figures?.views, figures?.attempts, figures?.errors, figures?.errorRate, figures?.served],
        [2, 2, 1, 0.5, 10],
      );
      // What is stored is the signed id alone: no address, no count, no cookie signature.
      const everything = JSON.stringify(await stored(t()));
      assert.ok(!everything.includes(cookie.split('.')[1] ?? '-'));
    });

    test('views cannot exceed the pages the edge served with that version', async () => {
      for (let i = 0; i < 6; i += 1)
        await sendAs(t(), browser(), {
          events: [
            { remote: 'mfe-account', version: V1, kind: 'uncaught' },
            { remote: 'mfe-account', version: V1, kind: 'view' },
          ],
        });
      assert.deepEqual(
        Object.values(
          (({ attempts, errors, served }) => ({ attempts, errors, served }))(
            (await figuresOf(t(), 'mfe-account', V1)) as VersionFigures,
          ),
        ),
        [0, 0, 0],
      );
      await serve(t(), 'mfe-account', V1, 2);
      await serve(t(), 'mfe-account', V1, 2);
      const figures = await figuresOf(t(), 'mfe-account', V1);
      assert.deepEqual([figures?.attempts, figures?.errors, figures?.served], [4, 4, 4]);
    });

    test('a remote or version the registry does not hold is refused whole with 400', async () => {
      const before = await stored(t());
      const madeUp = Array.from({ length: 50 }, (_, i) => ({
        remote: `mfe-${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${'qrstuvwxyz'[Math.floor(i / 26)]}probe`,
        version: V1,
        kind: 'view',
      }));
      const answer = await sendAs(t(), browser(), { events: madeUp });
      assert.equal(answer.statusCode, 400);
      assert.match(answer.json().body, /is not a released version of the store/);
      const oneUnknown = [
        { remote: 'mfe-content', version: V1, kind: 'view' },
        { remote: 'mfe-content', version: '9.9.9-99999999', kind: 'view' },
      ];
      assert.equal((await sendAs(t(), browser(), { events: oneUnknown })).statusCode, 400);
      assert.deepEqual(await stored(t()), before);
    });

    test('personal data is refused whole and never stored: tokens, phone numbers, e-mails, addresses, messages', async () => {
      const before = await stored(t());
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
        const answer = await sendAs(t(), browser(), { events: [{ remote: 'mfe-content', version: V1, kind: 'view' }, event] });
        assert.equal(answer.statusCode, 400, JSON.stringify(event));
        assert.equal(answer.json().statusCode, 400);
      }
      assert.equal((await sendAs(t(), browser(), { events: [], phone: '9876543210' })).statusCode, 400);
      const after = await stored(t());
      assert.deepEqual(after, before);
      const everything = JSON.stringify(after);
      for (const secret of ['9876543210', 'example.com', 'Park Street', 'eyJ']) assert.ok(!everything.includes(secret), secret);
    });

    test('more than 50 events in a batch or a count above 100 are refused', async () => {
      const event = { remote: 'mfe-content', version: V1, kind: 'view' };
      assert.equal((await sendAs(t(), browser(), { events: Array.from({ length: 51 }, () => event) })).statusCode, 400);
      assert.equal((await sendAs(t(), browser(), { events: [{ ...event, count: 101 }] })).statusCode, 400);
    });

    test('the figures answer on the api address only and check their dates', async () => {
      assert.equal((await t().app.inject('/internal/client-events/figures?since=yesterday')).statusCode, 400);
      const future = new Date(Date.now() + 120_000).toISOString();
      assert.equal((await t().app.inject(`/internal/client-events/figures?since=${future}`)).json().versions.length, 0);
      assert.equal((await t().app.inject('/api/internal/client-events/figures')).statusCode, 404);
      const badServed = await t().app.inject({
        method: 'POST',
        url: '/internal/client-events/served',
        payload: { served: [{ remote: 'mfe-content', version: V1, pages: -3 }] },
      });
      assert.equal(badServed.statusCode, 400);
    });

    test('rows older than 14 days are pruned, newer ones kept', async () => {
      const now = new Date();
      await addBrowserEvents(
        t().db,
        'old-browser',
        [{ remote: 'mfe-catalog', version: V1, kind: 'view' }],
        new Date(now.getTime() - 15 * 86_400_000),
      );
      await addBrowserEvents(
        t().db,
        'new-browser',
        [{ remote: 'mfe-catalog', version: V1, kind: 'view' }],
        new Date(now.getTime() - 13 * 86_400_000),
      );
      assert.equal(await pruneFieldEvents(t().db, now), 1);
      const left = await rows<{ browser: string }>(
        t().db,
        sql`SELECT browser FROM client_event_browsers WHERE remote = 'mfe-catalog'`,
      );
      assert.deepEqual(
        left.map((row) => row.browser),
        ['new-browser'],
      );
    });
  },
  { released },
);

test('a browser past its batches per minute gets 429, and one address reports for a bounded number of browsers', async () => {
  const t = await startTestApp('pglite', {
    released,
    env: { CLIENT_EVENTS_PER_BROWSER: '2', FIELD_BROWSERS_PER_ADDRESS: '3' },
  });
  try {
    const batch = { events: [{ remote: 'mfe-content', version: V1, kind: 'view' }] };
    const first = signedBrowserCookie(t.config.fieldEvents.secret);
    assert.equal((await sendAs(t, first, batch)).statusCode, 202);
    assert.equal((await sendAs(t, first, batch)).statusCode, 202);
    const refused = await sendAs(t, first, batch);
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().body, /this browser/);
    // 40 more browsers from the same address, each with a page load's signed id: two more count.
    const answers: number[] = [];
    for (let i = 0; i < 40; i += 1)
      answers.push((await sendAs(t, signedBrowserCookie(t.config.fieldEvents.secret), batch)).statusCode);
    assert.deepEqual(answers.slice(0, 2), [202, 202]);
    assert.ok(
      answers.slice(2).every((status) => status === 429),
      answers.join(','),
    );
    assert.match((await sendAs(t, signedBrowserCookie(t.config.fieldEvents.secret), batch)).json().body, /from this address/);
  } finally {
    await t.stop();
  }
});

test('production refuses to start without a long FIELD_EVENTS_SECRET', async () => {
  const { loadConfig } = await import('../../config.js');
  const production = {
    NODE_ENV: 'production',
    PAYU_KEY: 'k',
    PAYU_SALT: 's',
    PAYU_URL: 'https://payu.example',
    SMS_PROVIDER: 'x',
  };
  assert.throws(() => loadConfig(production), /FIELD_EVENTS_SECRET must be at least 32 characters/);
  assert.throws(() => loadConfig({ ...production, FIELD_EVENTS_SECRET: 'short' }), /FIELD_EVENTS_SECRET/);
  assert.doesNotThrow(() => loadConfig({ ...production, FIELD_EVENTS_SECRET: 'x'.repeat(32) }));
});
