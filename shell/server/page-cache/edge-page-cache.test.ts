// The edge's page cache with a released shell whose server render counts its renders.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SERVER_RENDER_API } from '../../src/ssr/render-contract';
import { fixedRegistry } from '../edge-registry';
import { createEdgeServer } from '../edge-server';
import { releaseTestShell, TEST_SHELL } from '../test-support/released-shell';

/** The release registry the edge is given (the api's release plane in production). */
const registry = fixedRegistry();

let deployDir: string;
const renders = { count: 0 };
(globalThis as { __renders?: typeof renders }).__renders = renders;

function writeRegistry(content: string): void {
  const remote = { current: content, versions: [content] };
  registry.set({ shell: TEST_SHELL, 'mfe-content': remote });
}

before(() => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-page-cache-'));
  const shellDir = releaseTestShell(deployDir, '<html><head></head><body><div id="root"></div></body></html>');
  fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(shellDir, 'server', 'shell-server.js'),
    `exports.SERVER_RENDER_API = ${SERVER_RENDER_API};
exports.renderPage = async (request) => {
  globalThis.__renders.count += 1;
  const html = '<p>render ' + globalThis.__renders.count + '</p>';
  const module = new URL(request.url).pathname.startsWith('/product/') ? 'ProductPage' : 'AboutPage';
  const remote = module === 'ProductPage' ? 'mfe-catalog' : 'mfe-content';
  return {
    status: 200,
    render: (callbacks) => {
      setImmediate(() => { callbacks.onShellReady(); callbacks.onAllReady(); });
      return { pipe: (sink) => sink.end(html), abort: () => undefined };
    },
    renderedState: () => ({ slots: [{ remote, module }] }),
  };
};`,
  );
  writeRegistry('1.0.0-a');
});
after(() => fs.rmSync(deployDir, { recursive: true, force: true }));

async function edge() {
  return createEdgeServer({
    registry,
    deployDir,
    apiUrl: 'http://127.0.0.1:9',
    serverRender: { pageCache: { maxBytes: 1_000_000, freshMs: 60_000, staleMs: 60_000 } },
  });
}

/** The browser's cookies from a first visit's Set-Cookie headers. */
function cookiesOf(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function nonces(answer: { body: string; headers: Record<string, unknown> }): { csp: string; page: Set<string> } {
  const csp = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
  return { csp, page: new Set([...answer.body.matchAll(/nonce="([^"]+)"/g)].map((found) => found[1] ?? '')) };
}

/** The page's inline scripts, each as the CSP source naming its hash. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (found) =>
      `'sha256-${createHash('sha256')
        .update(found[1] ?? '')
        .digest('base64')}'`,
  );
}

test("a returning shopper's catalogue page is kept and served again with no shopper's nonce, its scripts allowed by hash", async () => {
  const app = await edge();
  try {
    const first = await app.inject('/product/X1');
    assert.ok(first.headers['set-cookie'], 'a first visit sets the bucket and browser cookies');
    const cookie = cookiesOf(first.headers['set-cookie']);
    assert.equal(first.headers['cache-control'], 'private, no-cache', 'an answer setting a cookie is for no cache in front');
    const rendered = renders.count;
    // What set a cookie was not kept: the returning shopper's page is rendered.
    const miss = await app.inject({ url: '/product/X1', headers: { cookie } });
    assert.equal(miss.headers['x-page-cache'], 'miss');
    assert.equal(renders.count, rendered + 1);
    assert.equal(miss.headers['cache-control'], 'private, no-cache', "a render carries its answer's nonce: not to be shared");
    assert.deepEqual([...nonces(miss).page], [nonces(miss).csp], "a rendered page's scripts carry its answer's nonce");

    const hit = await app.inject({ url: '/product/X1', headers: { cookie } });
    assert.equal(hit.headers['x-page-cache'], 'fresh');
    assert.equal(renders.count, rendered + 1, 'not rendered again');
    assert.match(String(hit.headers['cache-control']), /^public, max-age=0, s-maxage=(59|60), stale-while-revalidate=60$/);
    assert.match(String(hit.headers.vary), /^Cookie, Accept-Encoding/);
    assert.ok(hit.body.includes(`<p>render ${rendered + 1}</p>`));
    assert.equal(nonces(hit).page.size, 0, 'no nonce in the kept page: the one it was rendered under was one shopper’s');
    const scripts = inlineScriptHashes(hit.body);
    assert.ok(scripts.length >= 2, 'the registry and the first view’s state');
    for (const hash of scripts) assert.ok(String(hit.headers['content-security-policy']).includes(hash), hash);
    assert.doesNotMatch(String(hit.headers['content-security-policy']), /'nonce-/, 'no nonce is allowed on a kept page');
    const compressed = await app.inject({ url: '/product/X1', headers: { cookie, 'accept-encoding': 'gzip, br' } });
    assert.equal(compressed.headers['content-encoding'], 'br');
    assert.equal(compressed.headers['x-page-cache'], 'fresh');

    // A first visitor gets the kept page too, with its own cookies, and nothing for a cache in front.
    const newcomer = await app.inject('/product/X1');
    assert.equal(newcomer.headers['x-page-cache'], 'fresh');
    assert.ok(newcomer.headers['set-cookie']);
    assert.equal(newcomer.headers['cache-control'], 'private, no-cache');
  } finally {
    await app.close();
  }
});

test("a release is a new key; the shopper's own pages and the others that are not the catalogue are never kept", async () => {
  const app = await edge();
  try {
    const cookie = cookiesOf((await app.inject('/product/X2')).headers['set-cookie']);
    await app.inject({ url: '/product/X2', headers: { cookie } });
    assert.equal((await app.inject({ url: '/product/X2', headers: { cookie } })).headers['x-page-cache'], 'fresh');
    writeRegistry('1.0.0-b');
    assert.equal((await app.inject({ url: '/product/X2', headers: { cookie } })).headers['x-page-cache'], 'miss');

    for (const [url, cacheControl] of [
      ['/about-us', 'no-cache'],
      ['/cart', 'private, no-store'],
      ['/wishlist', 'private, no-store'],
      ['/my-account/orders', 'private, no-store'],
    ] as const) {
      const rendered = renders.count;
      for (let i = 0; i < 2; i += 1) {
        const page = await app.inject({ url, headers: { cookie } });
        assert.equal(page.headers['x-page-cache'], undefined, url);
        assert.equal(page.headers['cache-control'], cacheControl, url);
      }
      assert.equal(renders.count, rendered + 2, `${url} is rendered each time`);
    }
  } finally {
    await app.close();
    writeRegistry('1.0.0-a');
  }
});

test('a kept copy tells a cache in front only what is left of its fresh time', async () => {
  const realNow = Date.now;
  let now = realNow();
  Date.now = () => now;
  const app = await edge();
  try {
    const cookie = cookiesOf((await app.inject('/product/X3')).headers['set-cookie']);
    await app.inject({ url: '/product/X3', headers: { cookie } });
    now += 45_500;
    const kept = await app.inject({ url: '/product/X3', headers: { cookie } });
    assert.equal(kept.headers['x-page-cache'], 'fresh');
    assert.equal(kept.headers['cache-control'], 'public, max-age=0, s-maxage=14, stale-while-revalidate=60');
  } finally {
    Date.now = realNow;
    await app.close();
  }
});

test('a kept page is answered before the hooks a render needs, with every security header, and counted', async () => {
  const app = await edge();
  const handled: string[] = [];
  app.addHook('preHandler', async (request) => void handled.push(request.url));
  try {
    const cookie = cookiesOf((await app.inject('/product/X4')).headers['set-cookie']);
    await app.inject({ url: '/product/X4', headers: { cookie } });
    handled.length = 0;
    const kept = await app.inject({ url: '/product/X4', headers: { cookie } });
    assert.equal(kept.headers['x-page-cache'], 'fresh');
    assert.deepEqual(handled, [], 'no handler hook ran');
    for (const header of ['x-content-type-options', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      assert.ok(kept.headers[header], header);
    assert.match(String(kept.headers['content-security-policy']), /script-src 'self' 'sha256-/);
    const https = await app.inject({ url: '/product/X4', headers: { cookie, 'x-forwarded-proto': 'https' } });
    assert.equal(https.headers['x-page-cache'], 'fresh');
    assert.match(String(https.headers['strict-transport-security']), /^max-age=/);

    const metrics = (await app.inject('/metrics')).body;
    assert.match(metrics, /edge_page_cache_answers\{state="fresh"\} 2/);
    assert.match(metrics, /edge_http_requests_total\{route="\/\*",method="GET",status="200"\} 4/);
  } finally {
    await app.close();
  }
});
