import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_RENDER_API } from '../../src/ssr/render-contract';
import { createShellServerBuilds, shellServerFile } from './shell-server-builds';

let deployDir: string;
const disposed: string[] = [];

/** A shell version whose server entry tells when the edge drops it. */
function releaseShell(version: string): void {
  const file = shellServerFile(deployDir, version);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `exports.SERVER_RENDER_API = ${SERVER_RENDER_API};
exports.renderPage = async () => { throw new Error('not in this test'); };
exports.dispose = () => globalThis.__disposed.push(${JSON.stringify(version)});`,
  );
}

interface LoadedModule {
  filename: string;
  children: LoadedModule[];
}

/** Every module Node's module tree still reaches (the cache and each module's children). */
function modulesInTree(): Set<string> {
  const seen = new Set<LoadedModule>();
  const visit = (module: LoadedModule | undefined) => {
    if (!module || seen.has(module)) return;
    seen.add(module);
    module.children.forEach(visit);
  };
  Object.values(require.cache as Record<string, LoadedModule | undefined>).forEach(visit);
  return new Set([...seen].map((module) => module.filename));
}

before(() => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-builds-'));
  (globalThis as { __disposed?: string[] }).__disposed = disposed;
  for (const version of ['1.0.0-a', '1.0.0-b', '1.0.0-c']) releaseShell(version);
});
after(() => fs.rmSync(deployDir, { recursive: true, force: true }));

test('a shell version the edge stops using is disposed and kept by no module', () => {
  const shellServer = createShellServerBuilds(deployDir, () => undefined);
  assert.ok(shellServer('1.0.0-a'));
  assert.ok(shellServer('1.0.0-b'));
  assert.deepEqual(disposed, []);
  assert.ok(shellServer('1.0.0-c'));
  assert.deepEqual(disposed, ['1.0.0-a']);
  const tree = modulesInTree();
  for (const version of ['1.0.0-a', '1.0.0-b', '1.0.0-c']) assert.ok(!tree.has(shellServerFile(deployDir, version)), version);
});
