// Drill: a canary of mfe-content whose About page really throws (built with STORE_FIELD_DRILL=throw,
// then `pnpm release --canary`) is served to its share of shoppers only, their browsers report the
// crashes, and the release watcher ends it on its own; the other shoppers never load it. One that
// throws for half of its browsers only is ended too. A healthy canary driven the same way is left
// alone. The watcher counts distinct browsers (each a browser context with the id the edge signed),
// so each side needs more browsers than the e2e store's 10.
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { e2eEnv } from '../fixtures/e2e-env';
import { distDir, readAudit, readRegistry } from '../fixtures/registry';

const env = e2eEnv();
const REMOTE = 'mfe-content';
const PERCENT = 30;
/** Shoppers by their bucket cookie: below 30 they get the canary (shell/server/shopper-registry.ts). */
const CANARY_BUCKETS = [0, 2, 4, 6, 9, 11, 13, 15, 18, 21, 24, 27];
const OTHER_BUCKETS = [30, 41, 52, 64, 77, 98];
const VISITS = 2;
const MARKER = 'drills-canary-marker.txt';

interface Entry {
  current: string;
  versions: string[];
  canary?: { version: string; percent: number };
}
const registry = () => readRegistry() as unknown as Record<string, Entry>;
const lastAudit = () => readAudit().at(-1) as { by: string; action: string; from: string; to: string; detail?: string };

function operator(extraEnv: Record<string, string>, ...args: string[]): string {
  return execFileSync('pnpm', ['--silent', ...args], {
    cwd: env.repoRoot,
    env: { ...process.env, DEPLOY_DIR: env.deployDir, API_URL: `http://127.0.0.1:${env.apiPort}`, ...extraEnv },
    encoding: 'utf8',
  });
}

interface Shopper {
  context: BrowserContext;
  page: Page;
  /** Versions of mfe-content this browser fetched anything of. */
  versions: Set<string>;
}

async function shopper(browser: Browser, bucket: number, marked = false): Promise<Shopper> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'store_bucket', value: String(bucket), url: env.baseUrl },
    // Read by a `throw-share` build (mfe-content/src/common/field-drill.ts): this browser's About page throws.
    ...(marked ? [{ name: 'drill_fails', value: '1', url: env.baseUrl }] : []),
  ]);
  const page = await context.newPage();
  const versions = new Set<string>();
  page.on('request', (request) => {
    const match = /^\/remotes\/mfe-content\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1]) versions.add(decodeURIComponent(match[1]));
  });
  return { context, page, versions };
}

/**
 * Opens the About page `visits` times and stays until its scripts have run (the server's page is seen
 * before they are asked for); leaving each page sends its field events (pagehide beacon).
 */
async function visitAbout(visitor: Shopper, visits = VISITS): Promise<void> {
  for (let i = 0; i < visits; i += 1) {
    await visitor.page.goto('/about-us');
    await expect(visitor.page.getByRole('main').getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
    await visitor.page.waitForFunction(() => document.documentElement.dataset.storeReady === 'true');
  }
  await visitor.page.goto('/registry.json');
}

/**
 * Canary shoppers open the About page while the canary runs; gives how many of those visits crashed
 * (the watcher may end the canary at any moment, after which the page works again).
 */
async function visitThrowingCanary(visitors: Shopper[], failing = new Set(visitors)): Promise<number> {
  let crashed = 0;
  for (let round = 0; round < 3 && registry()[REMOTE]?.canary; round += 1) {
    for (const visitor of visitors) {
      await visitor.page.goto('/about-us');
      const main = visitor.page.getByRole('main');
      const notice = main.getByRole('alert').filter({ hasText: 'Store information is not available right now.' });
      const heading = main.getByRole('heading', { name: 'About Us', level: 1 });
      // A page the server rendered whole shows its heading before hydration throws: a browser that
      // fails is given time for the notice, unless the watcher has ended the canary meanwhile.
      if (failing.has(visitor) && registry()[REMOTE]?.canary) await notice.waitFor({ timeout: 10_000 }).catch(() => undefined);
      await expect(notice.or(heading).first()).toBeVisible();
      if (await notice.isVisible()) crashed += 1;
    }
  }
  for (const visitor of visitors) await visitor.page.goto('/registry.json');
  return crashed;
}

let shoppers: { canary: Shopper[]; others: Shopper[] };
let before: string;
const backup = `${distDir(REMOTE)}.canary-drill-backup`;

test.describe.configure({ mode: 'serial' });
// A real build of the remote (about 20 s alone, over a minute on a busy machine) and some 30 page loads.
test.setTimeout(420_000);

test.beforeAll(async ({ browser }) => {
  before = registry()[REMOTE]?.current ?? '';
  fs.rmSync(backup, { recursive: true, force: true });
  fs.cpSync(distDir(REMOTE), backup, { recursive: true });
  shoppers = {
    canary: await Promise.all(CANARY_BUCKETS.map((bucket) => shopper(browser, bucket))),
    others: await Promise.all(OTHER_BUCKETS.map((bucket) => shopper(browser, bucket))),
  };
});

test.afterAll(async () => {
  for (const visitor of [...shoppers.canary, ...shoppers.others]) await visitor.context.close();
  if (registry()[REMOTE]?.canary) operator({}, 'rollback', REMOTE, '--by', 'canary drill cleanup');
  // The repo's build of the remote as it was before the drill.
  fs.rmSync(distDir(REMOTE), { recursive: true, force: true });
  fs.renameSync(backup, distDir(REMOTE));
});

test('a canary that throws is ended by the watcher; shoppers outside it never load it', async () => {
  operator({ STORE_FIELD_DRILL: 'throw' }, 'release', REMOTE, '--canary', String(PERCENT), '--by', 'canary drill');
  const canary = registry()[REMOTE]?.canary?.version ?? '';
  expect(canary).not.toBe('');
  expect(registry()[REMOTE]?.current).toBe(before);

  // The others first, so the current version has views of its own to be compared with.
  for (const visitor of shoppers.others) await visitAbout(visitor, 2);
  const crashed = await visitThrowingCanary(shoppers.canary);
  // The watcher judges from 10 browsers in the e2e store: the canary reached its shoppers and crashed.
  expect(crashed).toBeGreaterThanOrEqual(10);
  await expect
    .poll(() => registry()[REMOTE]?.canary, { timeout: 30_000, message: 'the watcher ends the canary' })
    .toBeUndefined();
  expect(registry()[REMOTE]?.current).toBe(before);
  const ended = lastAudit();
  expect([ended.by, ended.action, ended.from, ended.to]).toEqual(['release watcher', 'canary-end', canary, before]);
  expect(ended.detail).toMatch(/^automatic: canary error rate 100\.0% \(\d+ of \d+ browsers\) against 0\.0%/);

  for (const visitor of shoppers.others) await visitAbout(visitor, 1);
  for (const visitor of shoppers.others) expect([...visitor.versions]).toEqual([before]);
  for (const visitor of shoppers.canary) {
    expect(visitor.versions.has(canary)).toBe(true);
    visitor.versions.clear();
    await visitor.page.goto('/about-us');
    await expect(visitor.page.getByRole('main').getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
    expect([...visitor.versions]).toEqual([before]);
  }
});

test('a canary that throws for half of its browsers only is ended too; the others keep working', async ({ browser }) => {
  fs.rmSync(distDir(REMOTE), { recursive: true, force: true });
  fs.cpSync(backup, distDir(REMOTE), { recursive: true });
  operator({ STORE_FIELD_DRILL: 'throw-share' }, 'release', REMOTE, '--canary', String(PERCENT), '--by', 'canary drill');
  const canary = registry()[REMOTE]?.canary?.version ?? '';
  expect(canary).not.toBe('');
  const visitors = await Promise.all(CANARY_BUCKETS.map((bucket, i) => shopper(browser, bucket, i % 2 === 0)));
  const failing = new Set(visitors.filter((_, i) => i % 2 === 0));
  const others = [...shoppers.others, ...(await Promise.all(OTHER_BUCKETS.map((bucket) => shopper(browser, bucket + 1))))];
  try {
    for (const visitor of others) await visitAbout(visitor, 1);
    const crashed = await visitThrowingCanary(visitors, failing);
    expect(crashed).toBeGreaterThanOrEqual(CANARY_BUCKETS.length / 2);
    await expect
      .poll(() => registry()[REMOTE]?.canary, { timeout: 30_000, message: 'the watcher ends the canary' })
      .toBeUndefined();
    const ended = lastAudit();
    expect([ended.by, ended.action, ended.from, ended.to]).toEqual(['release watcher', 'canary-end', canary, before]);
    expect(ended.detail).toMatch(/^automatic: canary error rate \d+\.\d% \((\d+) of (\d+) browsers\)/);
    const [, failed, browsers] = /\((\d+) of (\d+) browsers\)/.exec(ended.detail ?? '') ?? [];
    // Only the marked browsers failed: about half, never all.
    expect(Number(failed)).toBeLessThan(Number(browsers));
  } finally {
    for (const visitor of [...visitors, ...others.slice(shoppers.others.length)]) await visitor.context.close();
  }
});

test('a healthy canary with enough views is left alone', async ({ request }) => {
  // The same code as current, marked: a new version that behaves like the old one.
  fs.rmSync(distDir(REMOTE), { recursive: true, force: true });
  fs.cpSync(backup, distDir(REMOTE), { recursive: true });
  fs.writeFileSync(path.join(distDir(REMOTE), MARKER), `canary drill ${Date.now()}`);
  operator({}, 'release', REMOTE, '--no-build', '--canary', String(PERCENT), '--by', 'canary drill');
  const canary = registry()[REMOTE]?.canary?.version ?? '';
  expect(canary).not.toBe('');

  for (const visitor of [...shoppers.canary, ...shoppers.others]) visitor.versions.clear();
  for (const visitor of [...shoppers.canary, ...shoppers.others]) await visitAbout(visitor);

  // Once the api holds enough views of the canary, the watcher (every second in the e2e store) gets
  // several looks at it.
  const since = new Date(Date.now() - 5 * 60_000).toISOString();
  await expect
    .poll(async () => {
      const answer = await request.get(`http://127.0.0.1:${env.apiPort}/internal/client-events/figures?since=${since}`);
      // Distinct browsers that showed the version.
      const { versions } = (await answer.json()) as { versions: Array<{ remote: string; version: string; views: number }> };
      return versions.find((entry) => entry.remote === REMOTE && entry.version === canary)?.views ?? 0;
    })
    .toBeGreaterThanOrEqual(CANARY_BUCKETS.length);
  await new Promise((resolve) => setTimeout(resolve, 4000));
  expect(registry()[REMOTE]?.canary).toEqual({ version: canary, percent: PERCENT });
  for (const visitor of shoppers.canary) expect([...visitor.versions]).toEqual([canary]);
  for (const visitor of shoppers.others) expect([...visitor.versions]).toEqual([before]);

  operator({}, 'rollback', REMOTE, '--by', 'canary drill');
  expect(registry()[REMOTE]).toMatchObject({ current: before });
  expect(registry()[REMOTE]?.canary).toBeUndefined();
});
