// Node 20's test runner does not expand globs: find every *.test.ts under src/ and run them.
// Each file runs in its own process; with TEST_DATABASE_URL set each also runs on PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

function find(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return find(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = find(path.join(root, 'src'))
  .map((file) => path.relative(root, file))
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)))
  .sort();
if (files.length === 0) {
  console.error('No test files found');
  process.exit(1);
}
if (process.env.REQUIRE_POSTGRES_TESTS === '1' && !process.env.TEST_DATABASE_URL) {
  console.error('REQUIRE_POSTGRES_TESTS=1 but TEST_DATABASE_URL is not set: the PostgreSQL run would not happen');
  process.exit(1);
}
console.log(
  process.env.TEST_DATABASE_URL
    ? `api tests: ${files.length} files on PGlite and on PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')})`
    : `api tests: ${files.length} files on PGlite (set TEST_DATABASE_URL to also run them on PostgreSQL)`,
);
// --liftoff-only: each file is a fresh process that compiles PGlite's WebAssembly. V8's optimising
// tier recompiles its hot functions in the background, which costs a test file more CPU than the faster
// code gives back (the PGlite run took 157-169 s and 301-323 s of CPU with that tier, 128-145 s and
// 243-276 s without it; docs/decisions/0014).
const result = spawnSync(process.execPath, ['--liftoff-only', '--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
});
process.exit(result.status ?? 1);
