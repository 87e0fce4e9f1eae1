import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LighthouseReport } from './lighthouse-run.ts';
import { HYDRATED_MARK, LIMIT_PAGE, lcpOverLimit, phoneLoadOf } from './phone-load.ts';

const report = (userTimings: Array<{ name: string; startTime: number }>): LighthouseReport => ({
  categories: {},
  audits: {
    'largest-contentful-paint': { numericValue: 1480.4 },
    metrics: { details: { items: [{ observedLoad: 1540 }] } },
    'user-timings': { details: { items: userTimings } },
  },
});

test("the page's largest paint, its load and the shell's hydrated mark", () => {
  const load = phoneLoadOf(
    report([
      { name: 'other', startTime: 10 },
      { name: HYDRATED_MARK, startTime: 4500.5 },
    ]),
  );
  assert.deepEqual(load, { lcpMs: 1480.4, loadMs: 1540, hydratedMs: 4500.5 });
});

test('a page that never marked itself hydrated says so (NaN), not a time', () => {
  assert.ok(Number.isNaN(phoneLoadOf(report([{ name: 'other', startTime: 10 }])).hydratedMs));
  assert.ok(Number.isNaN(phoneLoadOf({ categories: {}, audits: {} }).lcpMs));
});

test("each page's largest paint over the limit page's of the same run, and none without a limit page", () => {
  const load = (lcpMs: number) => ({ lcpMs, loadMs: 0, hydratedMs: 0 });
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
