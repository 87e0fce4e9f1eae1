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

/** Uses a version once, as a page that has finished streaming does. */
function useOnce(shellServer: ReturnType<typeof createShellServerBuilds>, version: string): void {
  const lease = shellServer(version);
  assert.ok(lease, version);
  lease.release();
}

test('a shell version the edge stops using is disposed and kept by no module', () => {
  disposed.length = 0;
  const shellServer = createShellServerBuilds(deployDir, () => undefined);
  useOnce(shellServer, '1.0.0-a');
  useOnce(shellServer, '1.0.0-b');
  assert.deepEqual(disposed, []);
  useOnce(shellServer, '1.0.0-c');
  assert.deepEqual(disposed, ['1.0.0-a']);
  const tree = modulesInTree();
  for (const version of ['1.0.0-a', '1.0.0-b', '1.0.0-c']) assert.ok(!tree.has(shellServerFile(deployDir, version)), version);
});

test('a page still streaming keeps its shell version until it ends, then the version is disposed', () => {
  disposed.length = 0;
  const shellServer = createShellServerBuilds(deployDir, () => undefined);
  const streaming = shellServer('1.0.0-a');
  const second = shellServer('1.0.0-a');
  assert.ok(streaming && second);
  useOnce(shellServer, '1.0.0-b');
  useOnce(shellServer, '1.0.0-c');
  assert.deepEqual(disposed, [], 'disposed while two pages still render with it');
  streaming.release();
  streaming.release();
  assert.deepEqual(disposed, [], 'disposed while one page still renders with it');
  second.release();
  assert.deepEqual(disposed, ['1.0.0-a']);
});

test('a version rolled back to before its last page ended is used again, not disposed', () => {
  disposed.length = 0;
  const shellServer = createShellServerBuilds(deployDir, () => undefined);
  const streaming = shellServer('1.0.0-a');
  assert.ok(streaming);
  useOnce(shellServer, '1.0.0-b');
  useOnce(shellServer, '1.0.0-c');
  const again = shellServer('1.0.0-a');
  assert.equal(again?.entry, streaming.entry, 'loaded a second time');
  streaming.release();
  again?.release();
  assert.deepEqual(disposed, ['1.0.0-b'], 'b was pushed out by a coming back');
});
