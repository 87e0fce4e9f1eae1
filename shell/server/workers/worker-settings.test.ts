import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'node:test';
import { edgeWorkersFrom } from './worker-settings';

test('the edge runs one worker per core unless EDGE_WORKERS says how many', () => {
  assert.equal(edgeWorkersFrom({}), os.availableParallelism());
  assert.equal(edgeWorkersFrom({ EDGE_WORKERS: '3' }), 3);
});

test('a count that is not a whole number from 1 stops the edge with the reason', () => {
  for (const value of ['0', '-1', '1.5', 'two', '65'])
    assert.throws(() => edgeWorkersFrom({ EDGE_WORKERS: value }), /EDGE_WORKERS must be a whole number from 1 to 64/);
});
