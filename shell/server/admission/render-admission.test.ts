import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRenderAdmission, type Admission } from './render-admission';

const LIMITS = { inFlight: 3, perAddress: 2, overShare: 2, windowMs: 10_000, refusalPauseMs: 0 };

function rendered(admission: Admission): () => void {
  assert.equal(admission.outcome, 'rendered');
  return admission.outcome === 'rendered' ? admission.done : () => undefined;
}

test('one address gets its share of renders; past it its pages are the shell alone, others still render', () => {
  const admission = createRenderAdmission(LIMITS, () => 0);
  rendered(admission.admit('203.0.113.1'));
  rendered(admission.admit('203.0.113.1'));
  assert.deepEqual(admission.admit('203.0.113.1'), { outcome: 'shell-only' });
  rendered(admission.admit('203.0.113.2'));
  assert.equal(admission.inFlight(), 3);
});

test('a full edge answers the shell alone to an address within its share, without holding it against it', () => {
  const admission = createRenderAdmission(LIMITS, () => 0);
  rendered(admission.admit('a'));
  rendered(admission.admit('b'));
  const done = rendered(admission.admit('c'));
  for (let i = 0; i < 5; i += 1) assert.deepEqual(admission.admit('d'), { outcome: 'shell-only' });
  done();
  rendered(admission.admit('d'));
});

test('a render that is over frees its place, once however often it is told', () => {
  const admission = createRenderAdmission(LIMITS, () => 0);
  const done = rendered(admission.admit('a'));
  rendered(admission.admit('a'));
  done();
  done();
  assert.equal(admission.inFlight(), 1);
  rendered(admission.admit('a'));
  assert.deepEqual(admission.admit('a'), { outcome: 'shell-only' });
});

test('an address far over its share is refused while it keeps asking, and served again once it stops', () => {
  let now = 1_000;
  const admission = createRenderAdmission(LIMITS, () => now);
  const done = rendered(admission.admit('a'));
  rendered(admission.admit('a'));
  assert.equal(admission.admit('a').outcome, 'shell-only');
  assert.equal(admission.admit('a').outcome, 'shell-only');
  // Two pages past its share are forgotten per 10 s: one more is forgotten in 5 s.
  assert.deepEqual(admission.admit('a'), { outcome: 'refused', retryAfterS: 5 });
  now += 1_000;
  done();
  // Refused even with a render's place free again, and the refusal counts.
  assert.deepEqual(admission.admit('a'), { outcome: 'refused', retryAfterS: 9 });
  rendered(admission.admit('b'));
  now += 10_000;
  rendered(admission.admit('a'));
});
