import type { VersionFigures } from './release-watch.ts';
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';

const { applyRelease, promoteCanary } = await import('./operations.ts');
const { auditNow, freshPlane, registryNow } = await import('./test-plane.ts');
const { watchOnce } = await import('./release-watch.ts');

const config = { minViews: 50, margin: 0.05, minZ: 4, intervalMs: 1000, releaseGuardMs: 60 * 60 * 1000, apiUrl: 'unused' };
const by = 'asha';

beforeEach(() => freshPlane());

const figures = (remote: string, version: string, attempts: number, errors: number): VersionFigures => ({
  remote,
  version,
  attempts,
  errors,
});

test('a canary failing far more than the current version is ended, with the figures in the audit log', async () => {
  await applyRelease('mfe-content', 'v1', { by });
  await applyRelease('mfe-content', 'v2', { by, canary: 10 });
  await applyRelease('mfe-catalog', 'c1', { by });
  await applyRelease('mfe-catalog', 'c2', { by, canary: 10 });
  const asked: Array<[Date, Date | undefined]> = [];
  const lines = await watchOnce(config, async (since, until) => {
    asked.push([since, until]);
    return [
      figures('mfe-content', 'v2', 60, 30),
      figures('mfe-content', 'v1', 500, 5),
      figures('mfe-catalog', 'c2', 60, 1),
      figures('mfe-catalog', 'c1', 500, 5),
    ];
  });
  assert.equal(lines.length, 1);
  assert.match(
    lines[0] ?? '',
    /^mfe-content: canary v2 ended, every shopper is back on v1\. automatic: canary error rate 50\.0% \(30 of 60 browsers\) against 1\.0%/,
  );
  assert.deepEqual((await registryNow())['mfe-content'], { current: 'v1', versions: ['v1', 'v2'] });
  assert.deepEqual((await registryNow())['mfe-catalog']?.canary, { version: 'c2', percent: 10 });
  const ended = (await auditNow()).at(-1);
  assert.deepEqual([ended?.by, ended?.action, ended?.from, ended?.to], ['release watcher', 'canary-end', 'v2', 'v1']);
  assert.match(ended?.detail ?? '', /30 of 60 browsers/);
  // The window is the canary's own: from its start, for both versions.
  const start = (await auditNow()).find((record) => record.action === 'canary-start' && record.to === 'v2');
  assert.ok(
    asked.some(([since]) => since.toISOString() === start?.at),
    'asked from the canary start',
  );
});

test('a canary with too few views is left alone however bad it looks', async () => {
  await applyRelease('mfe-content', 'v1', { by });
  await applyRelease('mfe-content', 'v2', { by, canary: 10 });
  assert.deepEqual(
    await watchOnce(config, async () => [figures('mfe-content', 'v2', 20, 20), figures('mfe-content', 'v1', 500, 0)]),
    [],
  );
  assert.equal((await registryNow())['mfe-content']?.canary?.version, 'v2');
});

test('a fresh full release worse than the previous version last hour is rolled back; an old one is not judged', async () => {
  await applyRelease('mfe-account', 'a1', { by });
  await applyRelease('mfe-account', 'a2', { by, canary: 5 });
  await promoteCanary('mfe-account', { by });
  const released = new Date((await auditNow()).at(-1)?.at ?? 0);
  const calls: Array<Date | undefined> = [];
  const fetchFigures = async (_since: Date, until?: Date) => {
    calls.push(until);
    return until ? [figures('mfe-account', 'a1', 400, 4)] : [figures('mfe-account', 'a2', 80, 40)];
  };
  assert.deepEqual(await watchOnce(config, fetchFigures, new Date(released.getTime() + 2 * 60 * 60 * 1000)), []);
  assert.equal((await registryNow())['mfe-account']?.current, 'a2');
  const lines = await watchOnce(config, fetchFigures, new Date(released.getTime() + 60_000));
  assert.match(lines[0] ?? '', /^mfe-account: a2 rolled back to a1\. automatic: a2 error rate 50\.0%/);
  assert.equal(calls.at(-1)?.toISOString(), released.toISOString());
  assert.equal((await registryNow())['mfe-account']?.current, 'a1');
  // Rolled back: nothing left to judge, and a1 is not judged against a2.
  assert.deepEqual(await watchOnce(config, fetchFigures, new Date(released.getTime() + 120_000)), []);
});
