import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stockBalances } from './end-checks.ts';

test('stock balances when what is on hand plus what was sold is what there was', () => {
  const start = new Map([
    [1, 10],
    [2, 5],
  ]);
  assert.deepEqual(
    stockBalances(
      start,
      new Map([
        [1, 8],
        [2, 5],
      ]),
      new Map([[1, 2]]),
    ),
    [],
  );
  assert.deepEqual(
    stockBalances(
      start,
      new Map([
        [1, 7],
        [2, 5],
      ]),
      new Map([[1, 2]]),
    ),
    ['product 1: 10 at the start, 7 on hand + 2 sold'],
  );
  assert.deepEqual(
    stockBalances(
      start,
      new Map([
        [1, 10],
        [2, 4],
      ]),
      new Map(),
    ),
    ['product 2: 5 at the start, 4 on hand + 0 sold'],
  );
});
