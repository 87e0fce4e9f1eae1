// The release watcher against the real api, fed as the store feeds it: browsers carry ids the edge
// signed (shell/server/field-events/browser-cookie.ts, verified by the api's own code), the edge
// reports the pages it served, and the browsers' beacons report views and errors. Both sides of what
// the watcher trusts: an outsider's batches cannot move it, and a canary that really fails for a
// share of browsers is still ended with the default limits.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { signedBrowserId } from '../shell/server/field-events/browser-cookie.ts';
import { ServedPages } from '../shell/server/field-events/served-pages.ts';

const { applyRelease } = await import('./lib/operations.ts');
const { planeOn } = await import('./lib/local-plane.ts');
const { setReleasePlane } = await import('./lib/release-plane.ts');
const { auditNow, registryNow } = await import('./lib/test-plane.ts');
const { watchOnce } = await import('./lib/release-watch.ts');
const { WATCH_DEFAULTS } = await import('./lib/watch-config.ts');
const { startTestApp } = await import('../api/src/test-support/test-app.ts');

const CURRENT = '1.0.0-aaaa1111';
const CANARY = '1.0.0-bbbb2222';
const REMOTE = 'mfe-content';
const config = { ...WATCH_DEFAULTS, apiUrl: 'unused' };

let api: Awaited<ReturnType<typeof startTestApp>>;
let served: ServedPages;

before(async () => {
  api = await startTestApp('pglite');
  // The watcher and the operator's library write the api's own release plane.
  setReleasePlane(planeOn(api.handle));
  served = new ServedPages(async (pages) => {
    const answer = await api.app.inject({ method: 'POST', url: '/internal/client-events/served', payload: { served: pages } });
    assert.equal(answer.statusCode, 204);
  });
});
after(() => api.stop());
beforeEach(async () => {
  await api.db.execute('DELETE FROM client_event_browsers');
  await api.db.execute('DELETE FROM edge_served_pages');
  await api.db.execute('TRUNCATE release_state, release_audit, release_versions');
  await applyRelease(REMOTE, CURRENT, { by: 'asha' });
  await applyRelease(REMOTE, CANARY, { by: 'asha', canary: 50 });
});

const send = (cookie: string | undefined, events: object[]) =>
  api.app.inject({ method: 'POST', url: '/api/client-events', headers: cookie ? { cookie } : {}, payload: { events } });

/** A real browser: served a page by the edge, then its beacon says what happened to the section. */
async function browse(version: string, fails: boolean): Promise<void> {
  const cookie = `store_browser=${signedBrowserId(api.config.fieldEvents.secret)}`;
  served.count({ [REMOTE]: { current: version } });
  const events = [{ remote: REMOTE, version, kind: 'view' }, ...(fails ? [{ remote: REMOTE, version, kind: 'uncaught' }] : [])];
  assert.equal((await send(cookie, events)).statusCode, 202);
}

async function browsers(version: string, count: number, failing: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await browse(version, i < failing);
  await served.flush();
}

/** What the probe sent: an anonymous batch, 40 made-up ids, and 5,000 views from one browser. */
async function probe(version: string, kind: 'uncaught' | 'view'): Promise<void> {
  const forged = [
    { remote: REMOTE, version, kind: 'view', count: 100 },
    { remote: REMOTE, version, kind, count: 100 },
  ];
  assert.equal((await send(undefined, forged)).statusCode, 403);
  for (let i = 0; i < 40; i += 1) {
    const madeUp = `store_browser=${i.toString().padStart(22, 'x')}.${'A'.repeat(43)}`;
    assert.equal((await send(madeUp, forged)).statusCode, 403);
  }
  const oneBrowser = `store_browser=${signedBrowserId(api.config.fieldEvents.secret)}`;
  const views = Array.from({ length: 50 }, () => ({ remote: REMOTE, version, kind, count: 100 }));
  assert.equal((await send(oneBrowser, views)).statusCode, 202);
}

const look = () =>
  watchOnce(config, async (since, until) => {
    const query = new URLSearchParams({ since: since.toISOString(), ...(until ? { until: until.toISOString() } : {}) });
    return (await api.app.inject(`/internal/client-events/figures?${query.toString()}`)).json().versions;
  });

test("the probe's batches cannot end a healthy canary: registry and audit log unchanged", async () => {
  await browsers(CURRENT, 60, 0);
  await browsers(CANARY, 60, 0);
  const registry = JSON.stringify(await registryNow());
  const audit = (await auditNow()).length;
  await probe(CANARY, 'uncaught');
  assert.deepEqual(await look(), []);
  assert.equal(JSON.stringify(await registryNow()), registry);
  assert.equal((await auditNow()).length, audit);
});

test('a canary failing for one browser in four is ended even with 5,000 forged views beside it', async () => {
  await browsers(CURRENT, 100, 0);
  await browsers(CANARY, 100, 25);
  await probe(CANARY, 'view');
  const lines = await look();
  assert.match(lines[0] ?? '', /canary 1\.0\.0-bbbb2222 ended.*error rate 25\.0% \(25 of 100 browsers\)/);
  assert.equal((await registryNow())[REMOTE]?.canary, undefined);
});

test('a canary that really fails for 10 % of browsers is ended with the default limits', async () => {
  await browsers(CURRENT, 400, 0);
  await browsers(CANARY, 400, 40);
  const lines = await look();
  assert.match(
    lines[0] ?? '',
    /canary 1\.0\.0-bbbb2222 ended.*error rate 10\.0% \(40 of 400 browsers\) against 0\.0% \(0 of 400\)/,
  );
  const ended = (await auditNow()).at(-1);
  assert.deepEqual([ended?.by, ended?.action, ended?.to], ['release watcher', 'canary-end', CURRENT]);
});

test('reports past the pages the edge served do not count: browsers nobody was served', async () => {
  await browsers(CURRENT, 60, 0);
  // 60 signed browsers report failures of the canary, but the edge served it only 5 pages.
  for (let i = 0; i < 60; i += 1) {
    const cookie = `store_browser=${signedBrowserId(api.config.fieldEvents.secret)}`;
    await send(cookie, [
      { remote: REMOTE, version: CANARY, kind: 'view' },
      { remote: REMOTE, version: CANARY, kind: 'uncaught' },
    ]);
  }
  for (let i = 0; i < 5; i += 1) served.count({ [REMOTE]: { current: CANARY } });
  await served.flush();
  assert.deepEqual(await look(), []);
  assert.equal((await registryNow())[REMOTE]?.canary?.version, CANARY);
});
