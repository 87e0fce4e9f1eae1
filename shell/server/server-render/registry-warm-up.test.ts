import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Registry } from '@store/shared/release-registry';
import { fixedRegistry } from '../edge-registry';
import { createEdgeServer } from '../edge-server';
import { SERVER_RENDER_API } from '../../src/ssr/render-contract';
import { TEST_SHELL } from '../test-support/released-shell';
import { warmUpOnRegistryChange } from './registry-warm-up';

interface WarmUpCall {
  shell: string;
  versions: Record<string, string[]>;
}
interface Seen {
  __warmUps?: WarmUpCall[];
  __renders?: number;
}
const seen = globalThis as Seen;

let deployDir: string;

/** A shell version whose server entry records its warm-ups and renders in globalThis. */
function releaseShell(version: string): void {
  const dir = path.join(deployDir, 'remotes', 'shell', version);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body></body></html>');
  fs.writeFileSync(
    path.join(dir, 'server', 'shell-server.js'),
    `exports.SERVER_RENDER_API = ${SERVER_RENDER_API};
exports.renderPage = async () => { globalThis.__renders = (globalThis.__renders ?? 0) + 1; throw new Error('not in this test'); };
exports.warmUp = async (request) => {
  (globalThis.__warmUps ??= []).push({ shell: ${JSON.stringify(version)}, versions: request.versions });
  const loaded = Object.entries(request.versions).flatMap(([remote, versions]) => versions.map((v) => remote + ' ' + v + ' ContactPage'));
  return { loaded, failed: [] };
};`,
  );
}

/** The edge's copy of the release plane's registry; a change here is a change the edge followed. */
const registry = fixedRegistry();
const writeRegistry = (next: Registry) => registry.set(next);

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

before(() => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-up-'));
  releaseShell('1.0.0-s');
  releaseShell('2.0.0-s');
  writeRegistry({ shell: TEST_SHELL, 'mfe-content': { current: '1.0.0-a', versions: ['1.0.0-a'] } });
});
after(() => fs.rmSync(deployDir, { recursive: true, force: true }));

test('a release is loaded by the edge before any page asks for it', { timeout: 20_000 }, async () => {
  const warmUps: WarmUpCall[] = [];
  seen.__warmUps = warmUps;
  seen.__renders = 0;
  const app = await createEdgeServer({ registry, deployDir, apiUrl: 'http://127.0.0.1:9' });
  try {
    await until(() => warmUps.length > 0);
    assert.deepEqual(warmUps[0], { shell: '1.0.0-s', versions: { 'mfe-content': ['1.0.0-a'] } });

    writeRegistry({
      shell: { current: '2.0.0-s', versions: ['1.0.0-s', '2.0.0-s'] },
      'mfe-content': { current: '1.0.0-a', versions: ['1.0.0-a', '1.0.0-b'], canary: { version: '1.0.0-b', percent: 10 } },
    });
    await until(() => warmUps.some((call) => call.shell === '2.0.0-s'));
    assert.deepEqual(warmUps.at(-1), { shell: '2.0.0-s', versions: { 'mfe-content': ['1.0.0-b', '1.0.0-a'] } });
    assert.equal(seen.__renders, 0);
    // The edge counts what its warm-up loaded (its /metrics answers this machine).
    assert.match(
      (await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body,
      /edge_server_modules_warmed_total\{remote="mfe-content",version="1.0.0-b"\} 1/,
    );
  } finally {
    await app.close();
  }
});

test('a warm-up that fails is logged, and the next registry change is warmed', { timeout: 20_000 }, async () => {
  writeRegistry({ shell: TEST_SHELL, 'mfe-content': { current: '1.0.0-a', versions: ['1.0.0-a'] } });
  const warnings: string[] = [];
  const warmed: string[] = [];
  const warmUp = warmUpOnRegistryChange({
    registry,
    copyDir: deployDir,
    shellServer: (version) => ({
      entry: {
        SERVER_RENDER_API,
        renderPage: () => Promise.reject(new Error('not in this test')),
        warmUp: async ({ versions }) => {
          if (version === '1.0.0-s') throw new Error('the disk is gone');
          warmed.push(`${version} ${versions['mfe-content']?.join()}`);
          return { loaded: [], failed: ['mfe-content 1.0.0-c ContactPage: no server build'] };
        },
      },
      release: () => undefined,
    }),
    info: () => undefined,
    warn: (message) => warnings.push(message),
  });
  try {
    await until(() => warnings.length > 0);
    assert.match(warnings[0]!, /shell 1\.0\.0-s: Error: the disk is gone/);
    writeRegistry({ shell: { current: '2.0.0-s', versions: ['2.0.0-s'] }, 'mfe-content': { current: '1.0.0-c', versions: [] } });
    await until(() => warmed.length > 0);
    await warmUp.idle();
    assert.deepEqual(warmed, ['2.0.0-s 1.0.0-c']);
    assert.equal(warnings[1], 'warm-up: mfe-content 1.0.0-c ContactPage: no server build');
  } finally {
    warmUp.close();
  }
});
