// The registry and audit changes of release, canary, promote and rollback, on a deploy folder of its own.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, test } from 'node:test';

const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-ops-'));
process.env.DEPLOY_DIR = deployDir;
const { applyRelease, promoteCanary, rollbackRemote } = await import('./operations.ts');
const { readRegistry } = await import('./registry.ts');
const { readAudit } = await import('./audit-log.ts');

beforeEach(() => {
  fs.rmSync(deployDir, { recursive: true, force: true });
  fs.mkdirSync(deployDir);
});

const by = 'asha';
const entry = (name = 'mfe-content') => readRegistry()[name];

test('a version rolled away from is never the target: release v1, v2, roll back to v1, release v3, roll back: v1 is current, not v2', () => {
  applyRelease('mfe-content', 'v1', { by });
  applyRelease('mfe-content', 'v2', { by });
  rollbackRemote('mfe-content', { to: 'v1', by });
  applyRelease('mfe-content', 'v3', { by });
  const record = rollbackRemote('mfe-content', { by: 'ravi' });
  assert.deepEqual([record.from, record.to, record.by], ['v3', 'v1', 'ravi']);
  assert.deepEqual(entry(), { current: 'v1', versions: ['v1', 'v2', 'v3'] });
  assert.throws(() => rollbackRemote('mfe-content', { by }), /no earlier live version/);
});

test('a canary: published beside the current version, promoted, then rolled back to what it replaced', () => {
  applyRelease('mfe-content', 'v1', { by });
  applyRelease('mfe-content', 'v2', { by, canary: 10 });
  assert.deepEqual(entry(), { current: 'v1', versions: ['v1', 'v2'], canary: { version: 'v2', percent: 10 } });
  assert.throws(() => applyRelease('mfe-content', 'v3', { by }), /canary running/);
  promoteCanary('mfe-content', { by });
  assert.deepEqual(entry(), { current: 'v2', versions: ['v1', 'v2'] });
  assert.throws(() => promoteCanary('mfe-content', { by }), /no canary to promote/);
  rollbackRemote('mfe-content', { by });
  assert.equal(entry()?.current, 'v1');
});

test('rollback during a canary ends it and keeps the current version', () => {
  applyRelease('mfe-catalog', 'a', { by });
  applyRelease('mfe-catalog', 'b', { by });
  applyRelease('mfe-catalog', 'c', { by, canary: 50 });
  assert.throws(() => rollbackRemote('mfe-catalog', { by, to: 'a' }), /without --to/);
  const record = rollbackRemote('mfe-catalog', { by, detail: 'why' });
  assert.deepEqual([record.action, record.from, record.to, record.detail], ['canary-end', 'c', 'b', 'why']);
  assert.deepEqual(entry('mfe-catalog'), { current: 'b', versions: ['a', 'b', 'c'] });
});

test('any name in the registry works (the shell too); unknown names and bad canaries change nothing', () => {
  applyRelease('shell', 's1', { by });
  applyRelease('shell', 's2', { by, canary: 5 });
  promoteCanary('shell', { by });
  assert.equal(entry('shell')?.current, 's2');
  const before = fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8');
  assert.throws(() => rollbackRemote('mfe-nope', { by }), /Unknown remote "mfe-nope". In the registry: shell/);
  assert.throws(() => promoteCanary('mfe-nope', { by }), /Unknown remote/);
  assert.throws(() => applyRelease('mfe-account', 'x', { by, canary: 5 }), /first release goes to everyone/);
  assert.throws(() => applyRelease('shell', 's2', { by, canary: 5 }), /already current/);
  assert.equal(fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8'), before);
});

test('every change is in the audit log: who, what, when, from and to', () => {
  applyRelease('mfe-account', 'v1', { by: 'asha' });
  applyRelease('mfe-account', 'v2', { by: 'ravi', canary: 20 });
  rollbackRemote('mfe-account', { by: 'watcher', detail: 'error rate 30% vs 1%' });
  const records = readAudit();
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
