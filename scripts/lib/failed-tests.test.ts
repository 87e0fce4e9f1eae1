import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failedTestLines, MOST_FAILED_LINES } from './failed-tests.ts';

test("node's test runner, through pnpm's recursive prefix: each failed test once, passed ones left out", () => {
  const output = [
    'api test: ok 1 - a fresh answer is read once',
    'api test:     not ok 2 - two api processes share one per-IP limit',
    'api test: not ok 7 - src/modules/robustness/rate-limit.test.ts',
    'api test:     not ok 2 - two api processes share one per-IP limit',
    'api test: # fail 2',
  ].join('\n');
  assert.deepEqual(failedTestLines(output), [
    'api test:     not ok 2 - two api processes share one per-IP limit',
    'api test: not ok 7 - src/modules/robustness/rate-limit.test.ts',
  ]);
});

test('Jest, Playwright and the drills, colours taken out; a console block is not a failure', () => {
  const output = [
    '\u001b[1m\u001b[31m  ● \u001b[22m\u001b[1mcart › keeps one unit\u001b[39m\u001b[22m',
    '  ● Console',
    '  ✓  3 [chromium] › journeys.spec.ts:10:3 › a shopper pays (4.1s)',
    '  ✘  4 [chromium] › drills.spec.ts:20:3 › a tap before hydration (9.0s)',
    'PASS  releases followed: 2 s',
    'FAIL  every page carried its data: 25 home pages without products',
  ].join('\n');
  assert.deepEqual(failedTestLines(output), [
    '● cart › keeps one unit',
    '✘  4 [chromium] › drills.spec.ts:20:3 › a tap before hydration (9.0s)',
    'FAIL  every page carried its data: 25 home pages without products',
  ]);
});

test('a flood of failures is cut, saying how many more there are', () => {
  const output = Array.from({ length: MOST_FAILED_LINES + 5 }, (_, i) => `not ok ${i + 1} - test ${i + 1}`).join('\n');
  const lines = failedTestLines(output);
  assert.equal(lines.length, MOST_FAILED_LINES + 1);
  assert.equal(lines.at(-1), '… and 5 more in the log above');
});
