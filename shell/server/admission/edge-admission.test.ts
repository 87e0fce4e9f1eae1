// The edge's admission to its server render, with a released shell whose render goes on until the
// test lets it finish: no timing, only which pages are in flight.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SERVER_RENDER_API } from '../../src/ssr/render-contract';
import { fixedRegistry } from '../edge-registry';
import { createEdgeServer } from '../edge-server';
import { releaseTestShell, TEST_SHELL } from '../test-support/released-shell';
import { TOO_MANY_PAGES } from './busy-answer';

/** The release registry the edge is given (the api's release plane in production). */
const registry = fixedRegistry();

interface RenderGate {
  /** Renders whose page is streaming, each waiting for its finish(). */
  streaming: number;
  finish: Array<() => void>;
}
const gate: RenderGate = { streaming: 0, finish: [] };
(globalThis as { __renderGate?: RenderGate }).__renderGate = gate;

let deployDir: string;

before(() => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-admission-'));
  const shellDir = releaseTestShell(deployDir, '<html><head></head><body><div id="root"></div></body></html>');
  fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(shellDir, 'server', 'shell-server.js'),
    `exports.SERVER_RENDER_API = ${SERVER_RENDER_API};
exports.renderPage = async () => ({
  status: 200,
  render: (callbacks) => {
    const gate = globalThis.__renderGate;
    setImmediate(() => { callbacks.onShellReady(); callbacks.onAllReady(); });
    const pipe = (sink) => {
      gate.streaming += 1;
      gate.finish.push(() => sink.end('rendered on the server'));
    };
    return { pipe, abort: () => undefined };
  },
  renderedState: () => ({ slots: [] }),
});`,
  );
  registry.set({ shell: TEST_SHELL });
});
after(() => fs.rmSync(deployDir, { recursive: true, force: true }));

async function edge() {
  return createEdgeServer({
    registry,
    deployDir,
    apiUrl: 'http://127.0.0.1:9',
    serverRender: { admission: { inFlight: 2, perAddress: 1, overShare: 2, windowMs: 60_000, refusalPauseMs: 0 } },
  });
}

/** Until `count` renders in all have started streaming. */
async function rendersStreaming(count: number): Promise<void> {
  while (gate.streaming < count) await new Promise((resolve) => setImmediate(resolve));
}

test('past its share an address gets the shell page, far past it 503 with Retry-After; another address still renders', async () => {
  const app = await edge();
  try {
    const first = app.inject({ url: '/category/audio', remoteAddress: '203.0.113.1' });
    await rendersStreaming(1);
    const shellOnly = await app.inject({ url: '/category/audio', remoteAddress: '203.0.113.1' });
    assert.equal(shellOnly.statusCode, 200);
    assert.ok(shellOnly.body.includes('<div id="root"></div>'), 'the shell alone, rendered in the browser');
    assert.equal((await app.inject({ url: '/', remoteAddress: '203.0.113.1' })).statusCode, 200);
    const refused = await app.inject({ url: '/', remoteAddress: '203.0.113.1' });
    assert.equal(refused.statusCode, 503);
    assert.equal(refused.body, TOO_MANY_PAGES);
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    assert.ok(refused.headers['content-security-policy'], 'with the security headers of every edge answer');

    const other = app.inject({ url: '/category/audio', remoteAddress: '203.0.113.2' });
    await rendersStreaming(2);
    // The edge is full: a third address within its share gets the shell page, and is not held to it.
    for (let i = 0; i < 4; i += 1) assert.equal((await app.inject({ url: '/', remoteAddress: '203.0.113.3' })).statusCode, 200);
    gate.finish.splice(0).forEach((finish) => finish());
    assert.ok((await first).body.includes('rendered on the server'));
    assert.ok((await other).body.includes('rendered on the server'));

    const metrics = (await app.inject('/metrics')).body;
    assert.match(metrics, /edge_server_render_admissions_total\{outcome="rendered"\} 2/);
    assert.match(metrics, /edge_server_render_admissions_total\{outcome="shell-only"\} 6/);
    assert.match(metrics, /edge_server_render_admissions_total\{outcome="refused"\} 1/);
    assert.match(metrics, /edge_server_renders_in_flight 0/);
  } finally {
    await app.close();
  }
});

test('a render that is over gives its place back', async () => {
  const app = await edge();
  try {
    for (let i = 0; i < 3; i += 1) {
      const page = app.inject({ url: '/category/audio', remoteAddress: '203.0.113.9' });
      await rendersStreaming(gate.streaming + 1);
      gate.finish.splice(0).forEach((finish) => finish());
      assert.ok((await page).body.includes('rendered on the server'));
    }
  } finally {
    await app.close();
  }
});
