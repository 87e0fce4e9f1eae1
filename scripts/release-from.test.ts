// `pnpm release <remote> --from <folder>`: a build kept outside the package's dist/ (a pipeline's
// artifact, a drill's changed build) is published and made current, and dist/ is never read.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const scripts = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(scripts, '..', 'node_modules', '.bin', 'tsx');

function store() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-from-'));
  const deployDir = path.join(root, 'deploy');
  const command = (script: string, ...args: string[]) =>
    execFileSync(tsx, [path.join(scripts, script), ...args], {
      env: { ...process.env, DEPLOY_DIR: deployDir, DATA_DIR: path.join(root, 'data'), API_PORT: '9', USER: 'ops-user' },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  return { root, deployDir, command };
}

/** A build of mfe-content as a pipeline would hand it over: its files and its contract. */
function buildIn(folder: string, marker: string): string {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'contract.json'), JSON.stringify({ role: 'remote', needs: {}, exposes: ['./AboutPage'] }));
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `/* ${marker} */`);
  return folder;
}

test('a build in another folder is published and made current', { timeout: 240_000 }, () => {
  const { root, deployDir, command } = store();
  const build = buildIn(path.join(root, 'artifact'), 'the artifact');
  const said = command('release.ts', 'mfe-content', '--from', build);
  assert.match(said, /Using the build of mfe-content in/);
  const { registry } = JSON.parse(command('remotes.ts', '--json')) as { registry: Record<string, { current: string }> };
  const version = registry['mfe-content']?.current ?? '';
  assert.match(version, /^\d+\.\d+\.\d+-[0-9a-f]{8}$/);
  const published = path.join(deployDir, 'remotes', 'mfe-content', version, 'remoteEntry.js');
  assert.equal(fs.readFileSync(published, 'utf8'), '/* the artifact */');
});

test('a folder without a build is refused and changes nothing', { timeout: 240_000 }, () => {
  const { root, command } = store();
  const empty = path.join(root, 'empty');
  fs.mkdirSync(empty);
  assert.throws(() => command('release.ts', 'mfe-content', '--from', empty), /holds no build of mfe-content/);
  const { registry } = JSON.parse(command('remotes.ts', '--json')) as { registry: Record<string, unknown> };
  assert.equal(registry['mfe-content'], undefined);
});
