// The release check of the contract (scripts/lib/contract.ts) on a scratch deploy folder: what a
// version needs against what the current other side provides, both ways.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-contract-'));
process.env.DEPLOY_DIR = deployDir;
const { contractProblems } = await import('./lib/contract.ts');

function publishContract(name: string, version: string, contract: object): void {
  const dir = path.join(deployDir, 'remotes', name, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'contract.json'), JSON.stringify(contract));
}

const shellContract = (runtime: string, uses: string[] = ['AboutPage']) => ({
  name: 'shell' as const,
  role: 'host' as const,
  provides: { '@store/runtime': runtime, react: '19.3.1' },
  uses: { 'mfe-content': uses },
});
const contentContract = (runtime: string, exposes: string[] = ['AboutPage']) => ({
  name: 'mfe-content',
  role: 'remote' as const,
  needs: { '@store/runtime': runtime, react: '^19.3.1' },
  exposes,
});

publishContract('shell', 's1', shellContract('1.1.0'));
publishContract('mfe-content', 'c1', contentContract('^1.0.0'));
const registry = {
  shell: { current: 's1', versions: ['s1'] },
  'mfe-content': { current: 'c1', versions: ['c1'] },
};

test('a remote built against an older or the same minor of the runtime fits the current shell', () => {
  assert.deepEqual(contractProblems('mfe-content', 'c2', contentContract('^1.1.0'), registry), []);
  assert.deepEqual(contractProblems('mfe-content', 'c2', contentContract('^1.0.0'), registry), []);
});

test('a remote needing a newer minor or major than the shell provides is refused, naming both versions', () => {
  assert.deepEqual(contractProblems('mfe-content', 'c2', contentContract('^1.2.0'), registry), [
    'mfe-content c2 needs @store/runtime ^1.2.0, the shell provides 1.1.0 (shell s1)',
  ]);
  assert.match(
    contractProblems('mfe-content', 'c3', contentContract('^2.0.0'), registry)[0]!,
    /needs @store\/runtime \^2\.0\.0, the shell provides 1\.1\.0/,
  );
});

test('a remote that stops exposing a module the current shell uses is refused', () => {
  assert.deepEqual(contractProblems('mfe-content', 'c4', contentContract('^1.0.0', ['CareerPage']), registry), [
    'shell s1 uses mfe-content/AboutPage, which mfe-content c4 does not expose',
  ]);
});

test('a shell that would drop what a current remote needs, or use what it lacks, is refused', () => {
  assert.deepEqual(contractProblems('shell', 's2', shellContract('1.2.0'), registry), []);
  assert.deepEqual(contractProblems('shell', 's0', shellContract('0.9.0'), registry), [
    'mfe-content c1 needs @store/runtime ^1.0.0, the shell provides 0.9.0 (shell s0)',
  ]);
  assert.deepEqual(contractProblems('shell', 's3', shellContract('1.1.0', ['AboutPage', 'NewsPage']), registry), [
    'shell s3 uses mfe-content/NewsPage, which mfe-content c1 does not expose',
  ]);
});
