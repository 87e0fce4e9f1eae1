// The registry and audit changes of release, canary, promote and rollback, on a release plane of its own.
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';

const { applyRelease, promoteCanary, rollbackRemote } = await import('./operations.ts');
const { auditNow, freshPlane, registryNow } = await import('./test-plane.ts');

beforeEach(() => freshPlane());

const by = 'asha';
const entry = async (name = 'mfe-content') => (await registryNow())[name];

test('a version rolled away from is never the target: release v1, v2, roll back to v1, release v3, roll back: v1 is current, not v2', async () => {
  await applyRelease('mfe-content', 'v1', { by });
  await applyRelease('mfe-content', 'v2', { by });
  await rollbackRemote('mfe-content', { to: 'v1', by });
  await applyRelease('mfe-content', 'v3', { by });
  const record = await rollbackRemote('mfe-content', { by: 'ravi' });
  assert.deepEqual([record.from, record.to, record.by], ['v3', 'v1', 'ravi']);
  assert.deepEqual(await entry(), { current: 'v1', versions: ['v1', 'v2', 'v3'] });
  await assert.rejects(rollbackRemote('mfe-content', { by }), /no earlier live version/);
});

test('a canary: published beside the current version, promoted, then rolled back to what it replaced', async () => {
  await applyRelease('mfe-content', 'v1', { by });
  await applyRelease('mfe-content', 'v2', { by, canary: 10 });
  assert.deepEqual(await entry(), { current: 'v1', versions: ['v1', 'v2'], canary: { version: 'v2', percent: 10 } });
  await assert.rejects(applyRelease('mfe-content', 'v3', { by }), /canary running/);
  await promoteCanary('mfe-content', { by });
  assert.deepEqual(await entry(), { current: 'v2', versions: ['v1', 'v2'] });
  await assert.rejects(promoteCanary('mfe-content', { by }), /no canary to promote/);
  await rollbackRemote('mfe-content', { by });
  assert.equal((await entry())?.current, 'v1');
});

test('rollback during a canary ends it and keeps the current version', async () => {
  await applyRelease('mfe-catalog', 'a', { by });
  await applyRelease('mfe-catalog', 'b', { by });
  await applyRelease('mfe-catalog', 'c', { by, canary: 50 });
  await assert.rejects(rollbackRemote('mfe-catalog', { by, to: 'a' }), /without --to/);
  const record = await rollbackRemote('mfe-catalog', { by, detail: 'why' });
  assert.deepEqual([record.action, record.from, record.to, record.detail], ['canary-end', 'c', 'b', 'why']);
  assert.deepEqual(await entry('mfe-catalog'), { current: 'b', versions: ['a', 'b', 'c'] });
});

test('any name in the registry works (the shell too); unknown names and bad canaries change nothing', async () => {
  await applyRelease('shell', 's1', { by });
  await applyRelease('shell', 's2', { by, canary: 5 });
  await promoteCanary('shell', { by });
  assert.equal((await entry('shell'))?.current, 's2');
  const before = JSON.stringify(await registryNow());
  await assert.rejects(rollbackRemote('mfe-nope', { by }), /Unknown remote "mfe-nope"/);
  await assert.rejects(promoteCanary('mfe-nope', { by }), /Unknown remote/);
  await assert.rejects(applyRelease('mfe-account', 'x', { by, canary: 5 }), /first release goes to everyone/);
  await assert.rejects(applyRelease('shell', 's2', { by, canary: 5 }), /already current/);
  assert.equal(JSON.stringify(await registryNow()), before);
});

test('every change is in the audit log: who, what, when, from and to', async () => {
  await applyRelease('mfe-account', 'v1', { by: 'asha' });
  await applyRelease('mfe-account', 'v2', { by: 'ravi', canary: 20 });
  await rollbackRemote('mfe-account', { by: 'watcher', detail: 'error rate 30% vs 1%' });
  const records = await auditNow();
  assert.deepEqual(
    records.map(({ by: who, action, from, to }) => [who, action, from, to]),
    [
      ['asha', 'release', null, 'v1'],
      ['ravi', 'canary-start', 'v1', 'v2'],
      ['watcher', 'canary-end', 'v2', 'v1'],
    ],
  );
  for (const record of records) assert.ok(Date.now() - Date.parse(record.at) < 60_000);
});
