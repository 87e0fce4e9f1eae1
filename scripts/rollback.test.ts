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
  const run = (...args: string[]) =>
    execFileSync(tsx, [path.join(scripts, 'rollback.ts'), ...args], { env: { ...process.env, DEPLOY_DIR: deployDir }, encoding: 'utf8', stdio: 'pipe' });
  const read = () => JSON.parse(fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8'));
  return { run, read };
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
  assert.throws(() => run('mfe-catalog'), /nothing to roll back to/);
  assert.deepEqual(read(), three);
});
