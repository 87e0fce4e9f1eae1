import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answerKind, failedAnswers, followVerdict, loadVerdict, report, sameSideVerdict } from './drill-judge.ts';

test('an answer counts by its status class, and no status at all is no answer', () => {
  assert.deepEqual([200, 304, 404, 502, null, 101].map(answerKind), ['2xx', '3xx', '4xx', '5xx', 'no answer', 'no answer']);
  assert.equal(failedAnswers({ '2xx': 90, '3xx': 5, '4xx': 1, '5xx': 2, 'no answer': 3 }), 6);
});

test('a change is followed only when every edge served it within the limit', () => {
  assert.equal(followVerdict('release', { A: 120, B: 980 }, 1000).ok, true);
  assert.equal(followVerdict('release', { A: 120, B: 1001 }, 1000).ok, false);
  const never = followVerdict('release', { A: 120, B: Number.NaN }, 1000);
  assert.equal(never.ok, false);
  assert.match(never.figures, /edge B never/);
  assert.equal(followVerdict('release', {}, 1000).ok, false, 'no edge measured is no pass');
});

test('a load passes with answers and none failed; a check beside it can fail it', () => {
  assert.equal(loadVerdict('kill', { '2xx': 100, '3xx': 4 }).ok, true);
  assert.equal(loadVerdict('kill', { '2xx': 100, 'no answer': 1 }).ok, false);
  assert.equal(loadVerdict('kill', { '2xx': 100, '5xx': 1 }).ok, false);
  assert.equal(loadVerdict('kill', {}).ok, false, 'no request answered is no pass');
  const restarted = loadVerdict('kill', { '2xx': 100 }, [{ ok: false, figures: 'A serves an old set' }]);
  assert.equal(restarted.ok, false);
  assert.match(restarted.figures, /A serves an old set/);
});

test("a canary's side holds when every edge gives each shopper the same side, the one of its bucket", () => {
  const held = sameSideVerdict('canary', [
    { bucket: 10, sides: { A: 'c', B: 'c' }, expected: 'c' },
    { bucket: 70, sides: { A: 'f', B: 'f' }, expected: 'f' },
  ]);
  assert.equal(held.ok, true);
  const split = sameSideVerdict('canary', [{ bucket: 10, sides: { A: 'c', B: 'f' }, expected: 'c' }]);
  assert.equal(split.ok, false);
  assert.match(split.figures, /differing between edges 1 \(bucket 10/);
  const bothWrong = sameSideVerdict('canary', [{ bucket: 70, sides: { A: 'c', B: 'c' }, expected: 'f' }]);
  assert.equal(bothWrong.ok, false, 'the same side on both edges, but not its bucket’s');
});

test('the report fails when any drill failed, and when none ran', () => {
  const pass = { drill: 'a', ok: true, figures: '1 ms' };
  const fail = { drill: 'b', ok: false, figures: 'never' };
  assert.equal(report([pass]).exitCode, 0);
  const both = report([pass, fail]);
  assert.equal(both.exitCode, 1);
  assert.deepEqual(both.lines, ['PASS  a: 1 ms', 'FAIL  b: never', '1 passed, 1 failed']);
  assert.equal(report([]).exitCode, 1);
});
