// Why the watcher's defaults are what they are: simulated canaries, watched the way the watcher does
// (a check after every 10 canary views, up to 500), with a seeded random source so the figures repeat.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judge } from './error-rate-judge.ts';
import { WATCH_DEFAULTS } from './watch-config.ts';

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Life {
  canaryRate: number;
  baselineRate: number;
  /** Canary share of the traffic. */
  share: number;
}

/** The canary views at which the watcher ends it, or undefined when it survives 500 views. */
function watch(life: Life, config: typeof WATCH_DEFAULTS, random: () => number): number | undefined {
  const canary = { attempts: 0, errors: 0 };
  const baseline = { attempts: 0, errors: 0 };
  const baselinePerStep = Math.round((10 * (1 - life.share)) / life.share);
  while (canary.attempts < 500) {
    for (let i = 0; i < 10; i += 1) if (random() < life.canaryRate) canary.errors += 1;
    for (let i = 0; i < baselinePerStep; i += 1) if (random() < life.baselineRate) baseline.errors += 1;
    canary.attempts += 10;
    baseline.attempts += baselinePerStep;
    if (judge(canary, baseline, config).worse) return canary.attempts;
  }
  return undefined;
}

function share(trials: number, life: Life, config: typeof WATCH_DEFAULTS, ended: (views: number | undefined) => boolean): number {
  const random = seeded(17);
  let count = 0;
  for (let i = 0; i < trials; i += 1) if (ended(watch(life, config, random))) count += 1;
  return count / trials;
}

const TRIALS = 2000;

test('defaults: a healthy canary (2% errors like the current version) is almost never ended over 500 views', () => {
  for (const [rate, canaryShare] of [
    [0.02, 0.1],
    [0.02, 0.5],
    [0.1, 0.1],
    [0.3, 0.25],
  ] as const) {
    const falseAlarms = share(
      TRIALS,
      { canaryRate: rate, baselineRate: rate, share: canaryShare },
      WATCH_DEFAULTS,
      (views) => views !== undefined,
    );
    console.log(
      `healthy canary at ${rate * 100}% errors, ${canaryShare * 100}% share: ended in ${(falseAlarms * 100).toFixed(2)}% of lives`,
    );
    assert.ok(falseAlarms <= 0.005, `${falseAlarms}`);
  }
});

test('defaults: a canary failing for a fifth of its shoppers is ended by 50 views nearly always, by 100 always', () => {
  const life = { canaryRate: 0.2, baselineRate: 0.02, share: 0.1 };
  const by50 = share(TRIALS, life, WATCH_DEFAULTS, (views) => views !== undefined && views <= 50);
  const by100 = share(TRIALS, life, WATCH_DEFAULTS, (views) => views !== undefined && views <= 100);
  console.log(
    `canary at 20% errors against 2%: ended by 50 views in ${(by50 * 100).toFixed(1)}%, by 100 in ${(by100 * 100).toFixed(1)}%`,
  );
  assert.ok(by50 >= 0.85, `${by50}`);
  assert.ok(by100 >= 0.99, `${by100}`);
});

test('the minimum sample and the z-test earn their place: without them healthy canaries get ended', () => {
  const healthy = { canaryRate: 0.02, baselineRate: 0.02, share: 0.1 };
  const noMinimum = share(TRIALS, healthy, { ...WATCH_DEFAULTS, minViews: 10, minZ: 0 }, (views) => views !== undefined);
  const noZ = share(TRIALS, healthy, { ...WATCH_DEFAULTS, minZ: 0 }, (views) => views !== undefined);
  const weakZ = share(TRIALS, healthy, { ...WATCH_DEFAULTS, minZ: 3 }, (views) => views !== undefined);
  console.log(
    `healthy canary ended: minViews 10 without z ${(noMinimum * 100).toFixed(1)}%, without z ${(noZ * 100).toFixed(1)}%, z 3 ${(weakZ * 100).toFixed(1)}%`,
  );
  assert.ok(noMinimum > 0.05, `${noMinimum}`);
  assert.ok(noZ > 0.01, `${noZ}`);
  // z 3 would do for one look; the watcher looks every interval, so the bar is higher (z 4).
  assert.ok(weakZ > 0.005, `${weakZ}`);
});

test('the figures say what was compared', () => {
  const judgement = judge({ attempts: 40, errors: 40 }, { attempts: 120, errors: 0 }, { minViews: 10, margin: 0.05, minZ: 3 });
  assert.equal(judgement.worse, true);
  assert.match(
    judgement.figures,
    /^error rate 100\.0% \(40 of 40 browsers\) against 0\.0% \(0 of 120\); z \d+\.\d; limits: 10 browsers, 5\.0% margin, z 3$/,
  );
  assert.equal(
    judge({ attempts: 9, errors: 9 }, { attempts: 120, errors: 0 }, { minViews: 10, margin: 0.05, minZ: 3 }).worse,
    false,
  );
});
