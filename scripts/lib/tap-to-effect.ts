// Tap to effect on a slow phone (`pnpm bench:web --phone`): e2e/bench/tap-to-effect.bench.ts, run
// with the e2e package's Playwright against the store the bench serves, prints the table itself;
// with `baseOrigin`, against a second store too, run for run (rows named "base …"); `only`: the
// pages whose name matches it (a regular expression).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

export function printTapToEffect(origin: string, { baseOrigin, only }: { baseOrigin?: string; only?: string } = {}): void {
  const e2e = path.join(REPO_ROOT, 'e2e');
  const cli = createRequire(path.join(e2e, 'package.json')).resolve('@playwright/test/cli');
  const grep = only ? ['--grep', only] : [];
  const run = spawnSync(process.execPath, [cli, 'test', '--config', 'bench/tap-to-effect.config.ts', ...grep], {
    cwd: e2e,
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_ORIGIN: origin,
      ...(baseOrigin ? { BENCH_BASE_ORIGIN: baseOrigin } : {}),
      BENCH_OUTPUT_DIR: path.join(os.tmpdir(), 'store-tap-to-effect'),
    },
  });
  if (run.status !== 0) console.error(`Tap to effect did not finish (exit code ${run.status ?? 'none'}).`);
}
