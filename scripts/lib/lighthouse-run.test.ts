import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LIMIT_PAGE, lcpOverLimit, machineFigures, median } from './lighthouse-run.ts';

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

test("a run's main-thread time and the machine's index are read from its report, NaN where it has none", () => {
  const report = {
    categories: {},
    environment: { benchmarkIndex: 1504.5 },
    audits: { diagnostics: { details: { items: [{ totalTaskTime: 2201.7 }] } } },
  };
  assert.deepEqual(machineFigures(report), { mainThreadMs: 2202, hostIndex: 1505 });
  const bare = machineFigures({ categories: {}, audits: {} });
  assert.ok(Number.isNaN(bare.mainThreadMs) && Number.isNaN(bare.hostIndex));
});
