// The Test command: lint and format check, type-check, unit and api tests, build, then the end-to-end journeys in a real
// Chromium against the store as the Run command serves it (fresh database, fresh deploy folder).
// Steps of one stage run side by side (each alone leaves one of the machine's two cores idle); a stage starts when the
// one before it has passed. A step's output is printed whole when it ends, so two steps never interleave their lines.
// The summary at the end names the tests that failed (CI keeps only the end of the log).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureTestChromium } from './lib/chromium.ts';
import { failedTestLines } from './lib/failed-tests.ts';
import { ensureNginx } from './lib/nginx.ts';
import { REPO_ROOT } from './lib/paths.ts';

interface Step {
  name: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  /** The lines of its output that name a failed test or check. */
  failed: string[];
}

const e2eRoot = path.join(REPO_ROOT, '.e2e');

/** Runs a step; alone it streams its output, beside others it keeps it until it ends. */
function run(step: Step, alone: boolean): Promise<StepResult> {
  const started = Date.now();
  if (alone) console.log(`\n=== ${step.name} ===`);
  const child = spawn('pnpm', step.args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  const output: Buffer[] = [];
  const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    output.push(chunk);
    if (alone) to.write(chunk);
  };
  child.stdout.on('data', keep(process.stdout));
  child.stderr.on('data', keep(process.stderr));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString('utf8');
      if (!alone) process.stdout.write(`\n=== ${step.name} ===\n${text}`);
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ name: step.name, ok: code === 0, seconds, failed: code === 0 ? [] : failedTestLines(text) });
    });
  });
}

/** Every *.test.ts under a folder (node 20's test runner does not expand globs). */
function testFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .map((file) => path.join(folder, file))
    .sort();
}

function summary(results: StepResult[], started: number): void {
  console.log('\n=== Summary ===');
  for (const result of results) {
    console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name} (${result.seconds} s)`);
    for (const line of result.failed) console.log(`        ${line}`);
  }
  const failed = results.filter((result) => !result.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed, ${Math.round((Date.now() - started) / 1000)} s in all`);
}

/** A stage of one step. */
const byItself = (step: Step): Step[][] => [[step]];

/** Lanes of one stage run side by side; the steps of one lane one after another. */
async function runStage(lanes: Step[][], results: StepResult[]): Promise<boolean> {
  const alone = lanes.length === 1;
  const laneResults = await Promise.all(
    lanes.map(async (lane) => {
      const done: StepResult[] = [];
      for (const step of lane) {
        const result = await run(step, alone);
        done.push(result);
        if (!result.ok) break;
      }
      return done;
    }),
  );
  const stageResults = laneResults.flat();
  results.push(...stageResults);
  return stageResults.every((result) => result.ok) && stageResults.length === lanes.flat().length;
}

async function main(): Promise<number> {
  const started = Date.now();
  const chromium = ensureTestChromium();
  // The proxy-cache drill runs nginx in front of the edge (scripts/nginx-proxy-cache.test.ts).
  ensureNginx();
  fs.rmSync(e2eRoot, { recursive: true, force: true });

  // Three minutes of a sale on PostgreSQL and Redis (scripts/soak.ts), then the store on two edges drilled
  // (scripts/drill-edges.ts), where the api's PostgreSQL run has a server.
  const onPostgres: Step[] = process.env.TEST_DATABASE_URL
    ? [
        { name: 'Soak: 3 minutes of shoppers, releases and a flood; nothing lost', args: ['soak', '--minutes', '3'] },
        {
          name: 'Two edges: releases followed, a canary held, an edge killed, the database cut, an altered file',
          args: ['drill:edges'],
        },
      ]
    : [];
  if (onPostgres.length === 0)
    console.log(
      'The soak (pnpm soak) and the two-edges drill (pnpm drill:edges) run on PostgreSQL: set TEST_DATABASE_URL to include them.',
    );
  const stages: Step[][][] = [
    [
      // Lanes of about equal length: lint takes as long as the other three together.
      [{ name: 'Lint (types, hooks, accessibility, boundaries between packages)', args: ['lint'] }],
      [
        { name: 'Type-check every package', args: ['typecheck'] },
        {
          name: 'Operator scripts and cross-package tables',
          args: ['exec', 'node', '--import', 'tsx', '--test', ...testFiles('scripts')],
        },
        { name: 'Format check', args: ['format:check'] },
      ],
    ],
    // Jest runs one worker on two cores: two packages at a time use both.
    byItself({ name: 'Unit, component and api tests', args: ['-r', '--workspace-concurrency=2', '--filter', '!./e2e', 'test'] }),
    byItself({ name: 'Build the shell and the four remotes', args: ['build'] }),
    byItself({ name: 'Byte budgets of the builds', args: ['bench:web', '--check'] }),
    [
      [
        {
          name: `End-to-end journeys in Chromium (${path.basename(chromium)})`,
          args: ['--filter', './e2e', 'test'],
          env: { CHROMIUM_PATH: chromium, E2E_ROOT: e2eRoot },
        },
      ],
      // Beside the e2e specs, on their own ports and databases: the soak is over before the specs' drills
      // release builds, and the read-only specs and journeys before them leave a core to spare.
      ...(onPostgres.length > 0 ? [onPostgres] : []),
    ],
  ];
  const results: StepResult[] = [];
  let passed = true;
  for (const stage of stages) {
    passed = await runStage(stage, results);
    if (!passed) break;
  }
  summary(results, started);
  return passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
