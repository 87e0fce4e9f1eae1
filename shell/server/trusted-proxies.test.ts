// Which peer's X-Forwarded-For names the shopper: what the api is told on a proxied call, and what the
// admission counts, come from the one address the edge believes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createEdgeServer } from './edge-server';
import { fixedRegistry } from './edge-registry';
import { releaseTestShell, TEST_SHELL } from './test-support/released-shell';
import { DEFAULT_TRUSTED_PROXIES, trustedProxiesFrom } from './trusted-proxies';

let deployDir: string;
let api: http.Server;
let apiUrl: string;

/** An api that answers with the address the edge said the caller has. */
before(async () => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-trusted-'));
  releaseTestShell(deployDir);
  api = http.createServer((request, response) => response.end(String(request.headers['x-forwarded-for'])));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
after(() => {
  api.close();
  fs.rmSync(deployDir, { recursive: true, force: true });
});

async function addressTheApiSees(trustedProxies: string[] | undefined, peer: string, forwardedFor?: string): Promise<string> {
  const edge = await createEdgeServer({
    registry: fixedRegistry({ shell: TEST_SHELL }),
    deployDir,
    apiUrl,
    trustedProxies,
    serverRender: false,
  });
  try {
    const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    return (await edge.inject({ url: '/api/health', remoteAddress: peer, headers })).body;
  } finally {
    await edge.close();
  }
}

test('a forged X-Forwarded-For from a peer that is not a trusted proxy does not change the address', async () => {
  assert.equal(await addressTheApiSees(undefined, '203.0.113.5', '198.51.100.1'), '203.0.113.5');
  assert.equal(await addressTheApiSees(['10.0.0.0/8'], '203.0.113.5', '198.51.100.1, 10.0.0.2'), '203.0.113.5');
  assert.equal(await addressTheApiSees(undefined, '203.0.113.5'), '203.0.113.5');
});

test("a trusted proxy's X-Forwarded-For names the shopper, past any address the shopper wrote in it", async () => {
  assert.equal(await addressTheApiSees(undefined, '127.0.0.1', '198.51.100.1'), '198.51.100.1');
  assert.equal(await addressTheApiSees(['10.0.0.0/8'], '10.1.2.3', '192.0.2.77, 198.51.100.1'), '198.51.100.1');
  assert.equal(await addressTheApiSees(['10.0.0.0/8', '10.9.9.9'], '10.1.2.3', '198.51.100.1, 10.9.9.9'), '198.51.100.1');
  assert.equal(await addressTheApiSees([], '127.0.0.1', '198.51.100.1'), '127.0.0.1', 'TRUSTED_PROXIES=none');
});

test('a flood that writes a new X-Forwarded-For on every page is still one address to the admission', async () => {
  const edge = await createEdgeServer({
    registry: fixedRegistry({ shell: TEST_SHELL }),
    deployDir,
    apiUrl,
    serverRender: { admission: { inFlight: 2, perAddress: 1, overShare: 3, windowMs: 60_000, refusalPauseMs: 0 } },
  });
  try {
    const pages = Array.from({ length: 12 }, (_, i) =>
      edge.inject({ url: '/', remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': `198.51.100.${i}` } }),
    );
    const statuses = (await Promise.all(pages)).map((page) => page.statusCode);
    assert.ok(statuses.includes(503), `refused once past its share: ${statuses.join(' ')}`);
    const shopper = await edge.inject({ url: '/', remoteAddress: '203.0.113.6' });
    assert.equal(shopper.statusCode, 200, 'another address is not');
  } finally {
    await edge.close();
  }
});

test('TRUSTED_PROXIES: unset trusts loopback, none trusts no peer, a list is checked', () => {
  assert.deepEqual(trustedProxiesFrom({}), DEFAULT_TRUSTED_PROXIES);
  assert.deepEqual(trustedProxiesFrom({ TRUSTED_PROXIES: 'none' }), []);
  assert.deepEqual(trustedProxiesFrom({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1,::1, fd00::/8,loopback' }), [
    '10.0.0.0/8',
    '192.0.2.1',
    '::1',
    'fd00::/8',
    'loopback',
  ]);
  for (const wrong of ['everyone', '10.0.0.0/33', '10.0.0/8', 'proxy.example.com', ','])
    assert.throws(() => trustedProxiesFrom({ TRUSTED_PROXIES: wrong }), /TRUSTED_PROXIES must be "none" or addresses/, wrong);
});
