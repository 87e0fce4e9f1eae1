import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LighthouseReport } from './lighthouse-run.ts';
import { HYDRATED_MARK, phoneLoadOf } from './phone-load.ts';

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
