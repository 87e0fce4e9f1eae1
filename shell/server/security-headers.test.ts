// Every page, manifest, script and answer the edge serves itself carries the security headers; the
// page's inline registry script carries this response's CSP nonce, new for every page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fixedRegistry } from './edge-registry';
import { createEdgeServer } from './edge-server';
import { releaseTestShell, TEST_SHELL } from './test-support/released-shell';

/** The release registry the edge is given (the api's release plane in production). */
const registry = fixedRegistry();

let dir: string;
let api: Server;
let apiUrl: string;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-headers-'));
  const shellDir = releaseTestShell(path.join(dir, 'deploy'));
  fs.writeFileSync(path.join(shellDir, 'main.1234abcd.js'), 'console.log(1)');
  const version = path.join(dir, 'deploy', 'remotes', 'mfe-content', '1.0.0-x');
  fs.mkdirSync(version, { recursive: true });
  fs.writeFileSync(path.join(version, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(version, 'remoteEntry.js'), 'x');
  registry.set({ 'mfe-content': { current: '1.0.0-x', versions: ['1.0.0-x'] }, shell: TEST_SHELL });
  // An api with its own policy (like the payment sandbox page), which the edge must pass on as is.
  api = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.setHeader('content-security-policy', "default-src 'none'");
    response.setHeader('x-content-type-options', 'nosniff');
    response.end('<p>sandbox</p>');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
});

after(() => {
  api.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const edge = () =>
  createEdgeServer({
    registry,
    deployDir: path.join(dir, 'deploy'),
    apiUrl,
    formActions: ['https://secure.payu.in'],
  });

test('a page: CSP with a fresh nonce that its registry script carries, and the other headers', async () => {
  const app = await edge();
  const nonces = [];
  for (const url of ['/', '/category/audio']) {
    const page = await app.inject(url);
    const policy = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    assert.ok(nonce, policy);
    assert.ok(page.body.includes(`<script nonce="${nonce}">window.__REGISTRY__=`), 'the registry script carries the nonce');
    assert.equal(
      (page.body.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).filter((tag) => !tag.includes(`nonce="${nonce}"`)).length,
      0,
      'no inline script without it',
    );
    assert.match(policy, /script-src 'self' 'nonce-/);
    assert.match(policy, /frame-ancestors 'none'/);
    assert.match(policy, /form-action 'self' https:\/\/secure\.payu\.in/);
    assert.match(policy, /object-src 'none'/);
    assert.doesNotMatch(policy, /unsafe-eval/);
    assert.doesNotMatch(
      policy.split('; ').find((part) => part.startsWith('script-src'))!,
      /unsafe-inline/,
    );
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(page.headers['x-frame-options'], 'DENY');
    assert.equal(page.headers['strict-transport-security'], undefined, 'no HSTS over plain http');
    nonces.push(nonce);
  }
  assert.notEqual(nonces[0], nonces[1], 'a new nonce for every page');
  await app.close();
});

test('manifests, scripts, the registry and 404s carry the headers too', async () => {
  const app = await edge();
  for (const url of [
    '/remotes/mfe-content/1.0.0-x/mf-manifest.json',
    '/remotes/mfe-content/1.0.0-x/remoteEntry.js',
    '/remotes/shell/1.0.0-s/main.1234abcd.js',
    '/registry.json',
    '/missing.js',
  ]) {
    const answer = await app.inject(url);
    assert.match(String(answer.headers['content-security-policy']), /^default-src 'self'; script-src 'self';/, url);
    assert.equal(answer.headers['x-content-type-options'], 'nosniff', url);
    assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
  }
  await app.close();
});

test('HSTS when served over HTTPS (TLS ended by a proxy in front)', async () => {
  const app = await edge();
  const page = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
  assert.equal(page.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
  await app.close();
});

test("the api's own answers keep the api's headers", async () => {
  const app = await edge();
  const sandbox = await app.inject({ method: 'POST', url: '/api/payment-sandbox', payload: {} });
  assert.equal(sandbox.headers['content-security-policy'], "default-src 'none'");
  await app.close();
});
