import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const scripts = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(scripts, '..', 'node_modules', '.bin', 'tsx');

function withRegistry(registry: object) {
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  fs.writeFileSync(path.join(deployDir, 'registry.json'), JSON.stringify(registry));
  const command = (script: string, ...args: string[]) =>
    execFileSync(tsx, [path.join(scripts, script), ...args], {
      env: { ...process.env, DEPLOY_DIR: deployDir, USER: 'ops-user' },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  const run = (...args: string[]) => command('rollback.ts', ...args);
  const read = () => JSON.parse(fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8'));
  const audit = () =>
    fs
      .readFileSync(path.join(deployDir, 'audit.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
  return { run, command, read, audit };
}

const three = { 'mfe-content': { current: 'c', versions: ['a', 'b', 'c'] }, 'mfe-catalog': { current: 'x', versions: ['x'] } };

test('rollback goes to the version before the current one and leaves other remotes alone', () => {
  const { run, read } = withRegistry(three);
  assert.match(run('mfe-content'), /c -> b/);
  assert.equal(read()['mfe-content'].current, 'b');
  assert.deepEqual(read()['mfe-content'].versions, ['a', 'b', 'c']);
  assert.equal(read()['mfe-catalog'].current, 'x');
});

test('rollback --to picks a named published version, before or after the remote name', () => {
  const { run, read } = withRegistry(three);
  run('mfe-content', '--to', 'a');
  assert.equal(read()['mfe-content'].current, 'a');
  run('--to', 'c', 'mfe-content');
  assert.equal(read()['mfe-content'].current, 'c');
});

test('rollback refuses unknown versions, unknown remotes and the oldest version, changing nothing', () => {
  const { run, read } = withRegistry(three);
  assert.throws(() => run('mfe-content', '--to', 'zzz'), /has no version zzz/);
  assert.throws(() => run('mfe-nope'), /Unknown remote/);
  assert.throws(() => run('mfe-catalog'), /no earlier live version/);
  assert.deepEqual(read(), three);
});

/** What a refused command printed on stderr. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return String((error as { stderr?: string }).stderr);
  }
  throw new Error('the command was not refused');
}

test('unknown flags and unknown remotes are refused with the usage, before anything is built or changed', () => {
  const { run, command, read } = withRegistry(three);
  assert.match(
    refusal(() => run('mfe-content', '--force')),
    /Unknown option '--force'[\s\S]*Usage: pnpm rollback <remote>/,
  );
  assert.match(
    refusal(() => run('mfe-nope')),
    /Unknown remote "mfe-nope"[\s\S]*Usage: pnpm rollback/,
  );
  assert.match(
    refusal(() => run('mfe-content', '--to')),
    /Usage: pnpm rollback/,
  );
  assert.match(
    refusal(() => command('release.ts', 'mfe-content', '--canary', '50', '--fast')),
    /Unknown option '--fast'[\s\S]*Usage: pnpm release/,
  );
  assert.match(
    refusal(() => command('release.ts', 'mfe-content', '--canary', '150')),
    /from 1 to 99[\s\S]*Usage: pnpm release/,
  );
  assert.match(
    refusal(() => command('release.ts', 'mfe-nope', '--no-build')),
    /Unknown remote "mfe-nope"[\s\S]*Usage: pnpm release/,
  );
  assert.match(
    refusal(() => command('promote.ts', 'mfe-content', '--now')),
    /Usage: pnpm promote/,
  );
  assert.match(
    refusal(() => command('promote.ts', 'mfe-content')),
    /no canary to promote/,
  );
  assert.deepEqual(read(), three);
});

test('who rolled back is recorded: --by, else the USER', () => {
  const { run, audit } = withRegistry(three);
  run('mfe-content');
  run('mfe-content', '--to', 'c', '--by', 'Asha Sen');
  assert.deepEqual(
    audit().map(({ by, action, from, to }) => [by, action, from, to]),
    [
      ['ops-user', 'rollback', 'c', 'b'],
      ['Asha Sen', 'rollback', 'b', 'c'],
    ],
  );
});
