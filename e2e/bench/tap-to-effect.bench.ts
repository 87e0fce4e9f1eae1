// The first seconds of a visit on a slow phone (`pnpm bench:web --phone`): per page, a tap on its main
// action made 0.5, 1 and 2 s after the first view, how long from the first view until it took effect,
// whether any input was lost (the effect not exactly once, what was typed gone), when the header and
// the main section were ready (the shell's `store:section-ready:*` marks), and INP over five scripted
// interactions once the page has settled (ARCHITECTURE.md, "Before the scripts run"). With
// BENCH_BASE_ORIGIN (`pnpm bench:web --ab <dir>`), the same runs against a second store alternate with
// these, each row of its table beside its "base" row, so both see the machine's load alike.
import os from 'node:os';
import { test, type Page } from '@playwright/test';
import { PAGES, type PageAction } from './main-actions';
import { phoneOf, type PhoneTimings } from './phone';

const TAP_DELAYS_MS = [500, 1000, 2000];
const TARGETS = {
  lost: 'none',
  effectAfterReadyMs: 100,
  inpMs: 200,
  readyS: 2.0,
};

const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '–');

interface TapRow {
  'tap made s': string;
  'effect s': string;
  'effect − ready ms': string;
  'seen by the bench s': string;
  lost: string;
  'header ready s': string;
  'main ready s': string;
}

/** The store under test, and the one it is compared with (rows named "base …"). */
const STORES = [
  { label: '', origin: process.env.BENCH_ORIGIN },
  ...(process.env.BENCH_BASE_ORIGIN ? [{ label: 'base ', origin: process.env.BENCH_BASE_ORIGIN }] : []),
];

const tapRows: Record<string, TapRow> = {};
const inpRows: Record<string, Record<string, string | number>> = {};
const traceRows: Record<string, Record<string, string>> = {};

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.storeReady === 'true', undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
}

async function tapOnce(page: Page, action: PageAction, delay: number, label: string): Promise<void> {
  const phone = await phoneOf(page);
  await action.prepare?.(page);
  await phone.throttle();
  await page.goto(await action.path(page), { waitUntil: 'commit' });
  const firstView = await phone.firstView();
  await page.waitForTimeout(Math.max(0, firstView + delay - Date.now()));
  await action.act(page);
  const returned = Date.now();
  let seen = Number.NaN;
  while (Date.now() - returned < 60_000) {
    if (await action.done(page).catch(() => false)) {
      seen = Date.now();
      break;
    }
    await page.waitForTimeout(20);
  }
  await settled(page);
  const timings: PhoneTimings = await phone.timings(action.mainSection);
  const lost = await action.lost(page);
  // The page's own record where the action has one: the poll waits for a free main thread, so it can be late.
  const effect = action.effectInPage?.(timings) ?? seen;
  // A tap is made when the page receives the touch (its event's time). Playwright's click returns once the page has
  // handled it: a tap held before hydration returned after its effect. Typing and choosing make no touch: for them,
  // when the action returned.
  const touch = timings.touches.filter((at) => Number.isNaN(effect) || at <= effect).at(-1);
  const tapped = touch ?? returned;
  const ready = Math.max(tapped, timings.mainReady);
  tapRows[`${label}${action.name} @ ${delay / 1000} s`] = {
    'tap made s': seconds(tapped - firstView),
    'effect s': seconds(effect - firstView),
    'effect − ready ms': Number.isFinite(effect) ? String(Math.round(effect - ready)) : '–',
    'seen by the bench s': seconds(seen - firstView),
    lost: lost || 'none',
    'header ready s': seconds(timings.headerReady - firstView),
    'main ready s': seconds(timings.mainReady - firstView),
  };
  if (delay === TAP_DELAYS_MS[0]) traceRows[`${label}${action.name}`] = timings.trace(firstView);
}

async function interactionsOnce(page: Page, action: PageAction, label: string): Promise<void> {
  const phone = await phoneOf(page);
  await action.prepare?.(page);
  await phone.throttle();
  await page.goto(await action.path(page), { waitUntil: 'commit' });
  await settled(page);
  await action.interact(page);
  // The last interaction's paint, then the observer's delivery.
  await page.waitForTimeout(500);
  const { inpMs, interactions, longest } = await phone.inp();
  const ms = (value = 0) => Math.round(value);
  inpRows[`${label}${action.name}`] = {
    'INP ms': inpMs < 16 ? '< 16' : String(inpMs),
    'interactions of 16 ms or more': interactions,
    target: inpMs <= TARGETS.inpMs ? 'met' : `missed by ${inpMs - TARGETS.inpMs} ms`,
    'the longest': longest?.what ?? '–',
    'waiting, handlers, paint ms': longest
      ? `${ms(longest.inputDelay)}, ${ms(longest.processing)}, ${ms(longest.presentation)}`
      : '–',
  };
}

for (const action of PAGES) {
  test(action.name, async ({ browser }) => {
    const contextOf = (origin: string | undefined) => browser.newContext({ baseURL: origin });
    // A store just started renders its first pages without their data (its first api answers are
    // not within the render's budget): one visit first, as a store serving shoppers is warm.
    for (const { origin } of STORES) {
      const warm = await contextOf(origin);
      const warmPage = await warm.newPage();
      await warmPage.request.get(await action.path(warmPage));
      await warm.close();
    }
    for (const delay of TAP_DELAYS_MS) {
      for (const { label, origin } of STORES) {
        const context = await contextOf(origin);
        await tapOnce(await context.newPage(), action, delay, label);
        await context.close();
      }
    }
    for (const { label, origin } of STORES) {
      const context = await contextOf(origin);
      await interactionsOnce(await context.newPage(), action, label);
      await context.close();
    }
  });
}

test.afterAll(() => {
  console.log(
    '\nA tap on the main action 0.5/1/2 s after the first view (first contentful paint), on a throttled phone ' +
      '(562.5 ms per request, 1.47 Mbps, CPU 4×, 412 × 823): times from the first view. Targets: lost ' +
      `${TARGETS.lost}; effect − ready (the effect after the later of the tap and its section being ready) ≤ ` +
      `${TARGETS.effectAfterReadyMs} ms; header and main ready ≤ ${TARGETS.readyS} s. A tap is made when the page ` +
      'receives the touch; a change of the cart takes effect with the frame that shows it, an application when the ' +
      'page sends it, another effect when the bench’s poll sees it ("seen by the bench": the poll waits for a free ' +
      'main thread).',
  );
  console.table(tapRows);
  console.log(`\nINP over five scripted interactions once the page has settled (target ≤ ${TARGETS.inpMs} ms):`);
  console.table(inpRows);
  console.log('\nWhere the first seconds go (the 0.5 s run; times from the first view):');
  console.table(traceRows);
  console.log(
    `Load average of the machine at the end: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
});
