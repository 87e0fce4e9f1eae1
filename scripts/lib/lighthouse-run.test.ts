import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LIMIT_PAGE, lcpOverLimit, median } from './lighthouse-run.ts';

test("each page's largest paint over the limit page's of the same run, and none without a limit page", () => {
  const load = (lcpMs: number) => ({ lcpMs });
  const ratios = lcpOverLimit(
    new Map([
      ['/', load(2400)],
      [LIMIT_PAGE, load(1600)],
    ]),
  );
  assert.deepEqual(
    [...ratios],
    [
      ['/', 1.5],
      [LIMIT_PAGE, 1],
    ],
  );
  assert.equal(lcpOverLimit(new Map([['/', load(2400)]])).size, 0);
});

test('the median of runs leaves out a run without the figure', () => {
  assert.equal(median([3, Number.NaN, 1, 2]), 2);
  assert.ok(Number.isNaN(median([Number.NaN])));
});
