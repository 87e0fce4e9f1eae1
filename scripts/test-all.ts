// The Test command: lint and format check, type-check, unit and api tests, build, then the end-to-end journeys in a real
// Chromium against the store as the Run command serves it (fresh database, fresh deploy folder).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.ts';
import { REPO_ROOT } from './lib/paths.ts';

interface Step {
  name: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const e2eRoot = path.join(REPO_ROOT, '.e2e');
const results: Array<{ name: string; ok: boolean; seconds: number }> = [];

function run(step: Step): boolean {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync('pnpm', step.args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const ok = result.status === 0;
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/** Every *.test.ts under a folder (node 20's test runner does not expand globs). */
function testFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .map((file) => path.join(folder, file))
    .sort();
}

function summary(): void {
  console.log('\n=== Summary ===');
  for (const result of results) console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name} (${result.seconds} s)`);
  const failed = results.filter((result) => !result.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
}

function main(): number {
  const chromium = ensureChromium();
  fs.rmSync(e2eRoot, { recursive: true, force: true });

  const steps: Step[] = [
    { name: 'Lint (types, hooks, accessibility, boundaries between packages)', args: ['lint'] },
    { name: 'Format check', args: ['format:check'] },
    { name: 'Type-check every package', args: ['typecheck'] },
    {
      name: 'Operator scripts and cross-package tables',
      args: ['exec', 'node', '--import', 'tsx', '--test', ...testFiles('scripts')],
    },
    { name: 'Unit, component and api tests', args: ['-r', '--workspace-concurrency=1', '--filter', '!./e2e', 'test'] },
    { name: 'Build the shell and the four remotes', args: ['build'] },
    { name: 'Byte budgets of the builds', args: ['bench:web', '--check'] },
    {
      name: 'End-to-end journeys in Chromium',
      args: ['--filter', './e2e', 'test'],
      env: { CHROMIUM_PATH: chromium, E2E_ROOT: e2eRoot },
    },
  ];
  for (const step of steps) {
    if (!run(step)) break;
  }
  summary();
  return results.every((result) => result.ok) && results.length === steps.length ? 0 : 1;
}

try {
  process.exit(main());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
