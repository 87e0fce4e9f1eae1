import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SoakStats } from './soak-stats.ts';

test("each step's p50 and p99 and answers by status; a 5xx is a failure", () => {
  const stats = new SoakStats();
  for (let ms = 1; ms <= 100; ms += 1) stats.record('product page', 200, ms);
  stats.record('payment return', 303, 7);
  stats.record('check-out', 409, 3);
  stats.record('check-out', 502, 9);
  assert.deepEqual(stats.table()['product page'], {
    requests: 100,
    'p50 ms': 50,
    'p99 ms': 99,
    '2xx': 100,
    '3xx': 0,
    '4xx': 0,
    '5xx': 0,
  });
  assert.equal(stats.table()['payment return']?.['3xx'], 1);
  assert.deepEqual(stats.failures, ['check-out answered 502']);
  stats.fail('check-out answered 502');
  assert.deepEqual(stats.failureSummary(), [['check-out answered 502', 2]]);
});
