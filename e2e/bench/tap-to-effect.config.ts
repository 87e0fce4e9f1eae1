// Tap to effect on a slow phone, run by `pnpm bench:web --phone` (scripts/lib/tap-to-effect.ts)
// against the store it serves (BENCH_ORIGIN). Not a test of the suite: it measures and prints.
import { defineConfig } from '@playwright/test';
import { ensureTestChromium } from '../../scripts/lib/chromium';

process.env.CHROMIUM_PATH ??= ensureTestChromium();

export default defineConfig({
  testDir: '.',
  testMatch: 'tap-to-effect.bench.ts',
  timeout: 180_000,
  workers: 1,
  reporter: [['list']],
  outputDir: process.env.BENCH_OUTPUT_DIR,
  use: {
    baseURL: process.env.BENCH_ORIGIN,
    // Wide enough for the header's own search box, which the shopper types into first.
    viewport: { width: 1280, height: 800 },
    actionTimeout: 20_000,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] },
  },
});
