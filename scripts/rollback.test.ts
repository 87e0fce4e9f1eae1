import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const scripts = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(scripts, '..', 'node_modules', '.bin', 'tsx');

/**
 * A store that is not running (no api answers on API_PORT), whose deploy folder holds a registry.json
 * from before the release plane: the first command opens the store's database itself and imports it.
 */
function withRegistry(registry: object) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  const deployDir = path.join(root, 'deploy');
  fs.mkdirSync(deployDir);
  fs.writeFileSync(path.join(deployDir, 'registry.json'), JSON.stringify(registry));
  const command = (script: string, ...args: string[]) =>
    execFileSync(tsx, [path.join(scripts, script), ...args], {
      env: { ...process.env, DEPLOY_DIR: deployDir, DATA_DIR: path.join(root, 'data'), API_PORT: '9', USER: 'ops-user' },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  const run = (...args: string[]) => command('rollback.ts', ...args);
  const plane = () =>
    JSON.parse(command('remotes.ts', '--json')) as {
      registry: Record<string, { current: string; versions: string[] }>;
      audit: Array<Record<string, string>>;
    };
  const read = () => plane().registry;
  const audit = () => plane().audit;
  return { run, command, read, audit };
}

const three = { 'mfe-content': { current: 'c', versions: ['a', 'b', 'c'] }, 'mfe-catalog': { current: 'x', versions: ['x'] } };

test('rollback goes to the version before the current one and leaves other remotes alone', { timeout: 240_000 }, () => {
  const { run, read } = withRegistry(three);
  assert.match(run('mfe-content'), /c -> b/);
  assert.equal(read()['mfe-content']?.current, 'b');
  assert.deepEqual(read()['mfe-content']?.versions, ['a', 'b', 'c']);
  assert.equal(read()['mfe-catalog']?.current, 'x');
});

test('rollback --to picks a named published version, before or after the remote name', { timeout: 240_000 }, () => {
  const { run, read } = withRegistry(three);
  run('mfe-content', '--to', 'a');
  assert.equal(read()['mfe-content']?.current, 'a');
  run('--to', 'c', 'mfe-content');
  assert.equal(read()['mfe-content']?.current, 'c');
});

test('rollback refuses unknown versions, unknown remotes and the oldest version, changing nothing', { timeout: 240_000 }, () => {
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

test(
  'unknown flags and unknown remotes are refused with the usage, before anything is built or changed',
  { timeout: 240_000 },
  () => {
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
  },
);

test('who rolled back is recorded: --by, else the USER', { timeout: 240_000 }, () => {
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
