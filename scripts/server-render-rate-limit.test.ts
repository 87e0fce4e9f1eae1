// The edge's server render against the real api with a low per-address limit: the calls a page's
// first-view loaders make from the edge count against the shopper who asked for the page, not
// against one bucket every shopper's render shares (the edge's own loopback address).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { releaseTestShell, TEST_SHELL } from '../shell/server/test-support/released-shell.ts';

const { startTestApp } = await import('../api/src/test-support/test-app.ts');
// By a path tsc does not follow: the edge reaches the shell's bundler-resolved imports (@store/shared),
// which this folder's NodeNext check cannot read; the shell's own typecheck holds them.
const edgeModule = '../shell/server/edge-server.ts';
const contractModule = '../shell/src/ssr/render-contract.ts';
interface Edge {
  inject(request: { method?: 'GET' | 'POST'; url: string; payload?: object; remoteAddress: string }): Promise<{
    statusCode: number;
    body: string;
  }>;
  close(): Promise<unknown>;
}
const { createEdgeServer } = (await import(edgeModule)) as {
  createEdgeServer: (options: { deployDir: string; apiUrl: string }) => Promise<Edge>;
};
const { SERVER_RENDER_API } = (await import(contractModule)) as { SERVER_RENDER_API: number };

const LIMIT = 3;
let api: Awaited<ReturnType<typeof startTestApp>>;
let deployDir: string;
let apiUrl: string;

/**
 * A released shell whose server render does what a section's loadFirstView does: calls the api with
 * the global fetch at the address it was given, and shows what the api answered.
 */
function releaseShellWithLoader(): void {
  const shellDir = releaseTestShell(deployDir, '<html><head></head><body><div id="root"></div></body></html>');
  fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(shellDir, 'server', 'shell-server.js'),
    `exports.SERVER_RENDER_API = ${SERVER_RENDER_API};
exports.renderPage = async (request) => {
  const answer = await fetch(request.apiUrl + '/api/pincode-check', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
    body: JSON.stringify({ pincode: '700016' }),
  });
  const html = 'api answered ' + answer.status;
  return {
    status: 200,
    render: (callbacks) => {
      setImmediate(() => { callbacks.onShellReady(); callbacks.onAllReady(); });
      return { pipe: (sink) => sink.end(html), abort: () => undefined };
    },
    renderedState: () => ({ slots: [] }),
  };
};`,
  );
}

before(async () => {
  api = await startTestApp('pglite', { env: { RATE_LIMIT_PER_IP: String(LIMIT), RATE_LIMIT_WINDOW_MS: '60000' } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-rate-'));
  releaseShellWithLoader();
  // The edge follows this api's release plane.
  const released = await api.app.inject({
    method: 'POST',
    url: '/internal/releases/release',
    payload: { name: 'shell', version: TEST_SHELL.current, by: 'test' },
  });
  assert.equal(released.statusCode, 200, released.body);
});
after(async () => {
  await api.stop();
  fs.rmSync(deployDir, { recursive: true, force: true });
});

test("a shopper's server-rendered pages use up that shopper's api limit, not one every shopper shares", async () => {
  const edge = await createEdgeServer({ deployDir, apiUrl });
  try {
    const page = async (address: string) => (await edge.inject({ url: '/category/audio', remoteAddress: address })).body;
    for (let i = 0; i < LIMIT; i += 1) assert.match(await page('203.0.113.1'), /api answered 200/);
    assert.match(await page('203.0.113.1'), /api answered 429/);
    // Another shopper's pages still have their data, and so do the api calls of that shopper's browser.
    assert.match(await page('203.0.113.2'), /api answered 200/);
    const own = await edge.inject({
      method: 'POST',
      url: '/api/pincode-check',
      payload: { pincode: '700016' },
      remoteAddress: '203.0.113.1',
    });
    assert.equal(own.statusCode, 429);
  } finally {
    await edge.close();
  }
});
