// End-to-end journeys against the store exactly as the Run command serves it, in Debian's Chromium.
// The Test command sets E2E_* to fresh folders; run alone, these defaults are used.
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { ensureTestChromium } from '../scripts/lib/chromium';
import { e2eEnv } from './fixtures/e2e-env';

const env = e2eEnv();
// The Test command passes CHROMIUM_PATH; run alone, the same choice (scripts/lib/chromium.ts): Debian's
// chromium-headless-shell where it can be had, else its chromium. Made once: the workers, which load
// this file again, inherit it.
process.env.CHROMIUM_PATH ??= ensureTestChromium();

/** Spec files by name. */
const specs = (...names: string[]) => names.map((name) => `**/${name}.spec.ts`);

/**
 * Three groups, one after another. First the specs that only read the store (pages, layout,
 * accessibility, the server's HTML), two files at a time. Then the shoppers' journeys, also two files
 * at a time: each makes its own shoppers and orders, and they buy from categories kept apart (catalog:
 * mobile & tab, with no checkout; account: audio products with more than 10 units, orders failed at
 * once; cart: the cheapest audio, mobile accessories, computer & laptop and the last units of a
 * kitchen appliance; hostile text: a camera's review; nothing in the way: a trimmer's order, failed at
 * once). One browser keeps the machine's two cores about 80 % busy; two use the rest
 * (docs/decisions/0014). Last, one at a time, the drills:
 * those that change what every page sees (releases, rollbacks, canaries, the registry), and the
 * remote failures, timed against the shell's 5 s limit (beside a journey, "slow past the 5 s timeout"
 * missed its 10 s wait for the notice; the early-input drills race the page's hydration).
 * A new spec is in the last group unless listed.
 */
const READ_ONLY_SPECS = specs(
  'accessibility',
  'content-security-policy',
  'store-layout',
  'server-render',
  'server-render-layout',
  'seo-files',
  'mfe-content-pages',
  'drills-keyboard',
  'drills-selective-hydration',
  'languages',
);
const JOURNEY_SPECS = specs(
  'mfe-cart-checkout-journeys',
  'mfe-catalog-journeys',
  'mfe-account-journeys',
  'drills-hostile-text',
  'nothing-in-the-way',
);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'pages', testMatch: READ_ONLY_SPECS, workers: 2 },
    { name: 'journeys', testMatch: JOURNEY_SPECS, dependencies: ['pages'], workers: 2 },
    { name: 'drills', testIgnore: [...READ_ONLY_SPECS, ...JOURNEY_SPECS], dependencies: ['journeys'], workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: path.join(env.root, 'test-results'),
  use: {
    baseURL: env.baseUrl,
    viewport: { width: 1280, height: 800 },
    // Recording a trace (DOM snapshots, a screencast) for every test cost about a third of the e2e
    // run's CPU (catalog journeys: 85 s of tests with it, 60 s without). CI retries a failure once and
    // records that retry; run alone, without retries, a failing test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'pnpm start',
    cwd: env.repoRoot,
    url: `${env.baseUrl}/registry.json`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(env.port),
      API_PORT: String(env.apiPort),
      DATA_DIR: env.dataDir,
      DEPLOY_DIR: env.deployDir,
      UPLOAD_DIR: path.join(env.root, 'uploads'),
      STORE_ORIGINS: env.baseUrl,
      // The canary drill: the release watcher looks every second and judges from 10 browsers at z 2.5
      // (a drill drives a few dozen browsers, not the hundreds the defaults are sized for); the other
      // drills' releases are not guarded (their failures are made on purpose).
      WATCH_INTERVAL_MS: '1000',
      OPS_TOKEN: env.opsToken,
      // One worker: the drills count per-edge limits (failed /ops logins, admission) that each worker
      // keeps for itself without Redis; the workers have their own tests (shell/server/workers).
      EDGE_WORKERS: '1',
      WATCH_MIN_VIEWS: '10',
      WATCH_MIN_Z: '2.5',
      WATCH_RELEASE_GUARD_MS: '0',
      // A section's first server render after a release loads its server build from disk, which on a
      // busy CI machine can take longer than the 200 ms budget; the journeys assert the server's HTML,
      // so they give it room. The budget itself is the edge's unit (SECTION_BUDGET_MS).
      SECTION_BUDGET_MS: '3000',
      // Every browser of the suite is one address (127.0.0.1), and the journeys assert the server's
      // HTML: they get the renders many shoppers would; the admission has its own tests (shell/server/admission/).
      SERVER_RENDERS_PER_ADDRESS: '8',
      SERVER_RENDERS_IN_FLIGHT: '8',
    },
  },
});
