// The first seconds on a slow phone, run by `pnpm bench:web --phone` (scripts/lib/tap-to-effect.ts)
// against the store it serves (BENCH_ORIGIN). Not a test of the suite: it measures and prints.
import { defineConfig } from '@playwright/test';
import { ensureTestChromium } from '../../scripts/lib/chromium';
import { PHONE_DEVICE } from './phone';

process.env.CHROMIUM_PATH ??= ensureTestChromium();

export default defineConfig({
  testDir: '.',
  testMatch: 'tap-to-effect.bench.ts',
  timeout: 600_000,
  workers: 1,
  reporter: [['list']],
  outputDir: process.env.BENCH_OUTPUT_DIR,
  use: {
    baseURL: process.env.BENCH_ORIGIN,
    // Lighthouse's phone: the header's search sits behind the bottom bar there, as on a shopper's.
    ...PHONE_DEVICE,
    actionTimeout: 30_000,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] },
  },
});
