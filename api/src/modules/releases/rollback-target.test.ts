import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AuditAction, AuditRecord } from './release-types.js';
import { rollbackTarget } from './rollback-target.js';

/** A history as [action, from, to] steps. */
function history(...steps: Array<[AuditAction, string | null, string]>): AuditRecord[] {
  return steps.map(([action, from, to], i) => ({
    id: i + 1,
    at: new Date(i * 1000).toISOString(),
    by: 'test',
    remote: 'mfe-content',
    action,
    from,
    to,
  }));
}

test('a version rolled away from is never the target: v1 live, v2 released, rolled back to v1, v3 released: rollback goes to v1, never to v2', () => {
  const records = history(['release', null, 'v1'], ['release', 'v1', 'v2'], ['rollback', 'v2', 'v1'], ['release', 'v1', 'v3']);
  assert.equal(rollbackTarget({ current: 'v3', versions: ['v1', 'v2', 'v3'] }, records), 'v1');
});

test('rollbacks in a row walk back through what was live and then stop', () => {
  const entry = { current: 'v3', versions: ['v1', 'v2', 'v3'] };
  const records = history(['release', null, 'v1'], ['release', 'v1', 'v2'], ['release', 'v2', 'v3']);
  assert.equal(rollbackTarget(entry, records), 'v2');
  records.push(...history(['rollback', 'v3', 'v2']));
  assert.equal(rollbackTarget({ ...entry, current: 'v2' }, records), 'v1');
  records.push(...history(['rollback', 'v2', 'v1']));
  assert.equal(rollbackTarget({ ...entry, current: 'v1' }, records), undefined);
});

test('a version named again after being rolled back away from is a rollback target again', () => {
  const records = history(
    ['release', null, 'v1'],
    ['release', 'v1', 'v2'],
    ['rollback', 'v2', 'v1'],
    ['rollback', 'v1', 'v2'],
    ['release', 'v2', 'v3'],
  );
  assert.equal(rollbackTarget({ current: 'v3', versions: ['v1', 'v2', 'v3'] }, records), 'v2');
});

test('a promoted canary rolls back to the version it replaced; canary starts and ends are not current changes', () => {
  const records = history(
    ['release', null, 'v1'],
    ['canary-start', 'v1', 'v2'],
    ['canary-end', 'v2', 'v1'],
    ['canary-start', 'v1', 'v3'],
    ['promote', 'v1', 'v3'],
  );
  assert.equal(rollbackTarget({ current: 'v3', versions: ['v1', 'v2', 'v3'] }, records), 'v1');
});

test('without a history that ends at the current version, the version published before it', () => {
  assert.equal(rollbackTarget({ current: 'c', versions: ['a', 'b', 'c'] }, []), 'b');
  assert.equal(rollbackTarget({ current: 'c', versions: ['a', 'b', 'c'] }, history(['release', null, 'a'])), 'b');
  assert.equal(rollbackTarget({ current: 'a', versions: ['a', 'b'] }, []), undefined);
});
