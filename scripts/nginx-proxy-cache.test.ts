// nginx's proxy cache in front of the edge, with the store's settings (scripts/lib/nginx.ts): it keeps
// the catalogue pages the edge says a shared cache may keep, one copy per canary bucket shared by every
// browser in it, never a first visit's answer (it sets cookies) nor a personal page, and a release
// reaches the shoppers behind it within the edge's fresh time.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { releaseTestShell, TEST_SHELL } from '../shell/server/test-support/released-shell.ts';
import { startNginx, type RunningNginx } from './lib/nginx.ts';
import { fixedRegistry } from '../shell/server/edge-registry.ts';

// By a path tsc does not follow (scripts/server-render-rate-limit.test.ts says why).
const edgeModule = '../shell/server/edge-server.ts';
const contractModule = '../shell/src/ssr/render-contract.ts';
interface Edge {
  addHook(name: 'onRequest', hook: (request: { url: string }) => Promise<void>): void;
  listen(options: { port: number; host: string }): Promise<string>;
  server: { address(): AddressInfo | string | null };
  close(): Promise<unknown>;
}
const { createEdgeServer } = (await import(edgeModule)) as {
  createEdgeServer: (options: object) => Promise<Edge>;
};
const { SERVER_RENDER_API } = (await import(contractModule)) as { SERVER_RENDER_API: number };

// Long enough that a kept copy is still fresh in front (whole seconds left) while a busy machine runs the next requests.
const FRESH_MS = 4_000;
let deployDir: string;
let edge: Edge;
let nginx: RunningNginx;
/** Requests that reached the edge, by URL. */
const reached = new Map<string, number>();
const reachedEdge = (url: string) => reached.get(url) ?? 0;

// The registry the edge follows, set as the release plane would.
const registry = fixedRegistry();
function writeRegistry(content: { current: string; versions: string[]; canary?: { version: string; percent: number } }): void {
  registry.set({ shell: TEST_SHELL, 'mfe-content': content });
}
const released = (version: string) => ({ current: version, versions: ['1.0.0-a', '1.0.0-b'] });

before(async () => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-drill-'));
  const shellDir = releaseTestShell(deployDir, '<html><head></head><body><div id="root"></div></body></html>');
  fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  // A shell whose server render says what it rendered: catalogue pages whole, in their routes' modules.
  fs.writeFileSync(
    path.join(shellDir, 'server', 'shell-server.js'),
    `exports.SERVER_RENDER_API = ${SERVER_RENDER_API};
let renders = 0;
exports.renderPage = async (request) => {
  renders += 1;
  const html = '<p>render ' + renders + '</p>';
  return {
    status: 200,
    render: (callbacks) => {
      setImmediate(() => { callbacks.onShellReady(); callbacks.onAllReady(); });
      return { pipe: (sink) => sink.end(html), abort: () => undefined };
    },
    renderedState: () => ({ slots: [{ remote: 'mfe-catalog', module: new URL(request.url).pathname === '/' ? 'HomePage' : 'ProductPage' }] }),
  };
};`,
  );
  writeRegistry(released('1.0.0-a'));
  edge = await createEdgeServer({
    registry,
    deployDir,
    apiUrl: 'http://127.0.0.1:9',
    serverRender: { pageCache: { maxBytes: 1_000_000, freshMs: FRESH_MS, staleMs: 10_000 } },
  });
  edge.addHook('onRequest', async (request) => void reached.set(request.url, reachedEdge(request.url) + 1));
  await edge.listen({ port: 0, host: '127.0.0.1' });
  nginx = await startNginx({
    upstreams: [`127.0.0.1:${(edge.server.address() as AddressInfo).port}`],
    proxyCache: {},
  });
});
after(async () => {
  await nginx?.stop();
  await edge?.close();
  fs.rmSync(deployDir, { recursive: true, force: true });
});

interface Answer {
  proxyCache: string | null;
  cacheControl: string | null;
  csp: string;
  setCookie: string[];
  version: string | undefined;
  body: string;
}

async function get(url: string, cookie?: string): Promise<Answer> {
  const answer = await fetch(`${nginx.url}${url}`, { headers: { 'accept-encoding': 'gzip, br', ...(cookie ? { cookie } : {}) } });
  const body = await answer.text();
  return {
    proxyCache: answer.headers.get('x-proxy-cache'),
    cacheControl: answer.headers.get('cache-control'),
    csp: answer.headers.get('content-security-policy') ?? '',
    setCookie: answer.headers.getSetCookie(),
    version: /"mfe-content":\{"current":"([^"]+)"/.exec(body)?.[1],
    body,
  };
}

/** A browser's cookies after its first visit, its bucket set as given. */
async function browserIn(bucket: number): Promise<string> {
  const first = await get('/about-us');
  const cookies = first.setCookie.map((cookie) => cookie.split(';')[0]).filter((cookie) => !cookie?.startsWith('store_bucket='));
  return [`store_bucket=${bucket}`, ...cookies].join('; ');
}

/** Asks until nginx answers from its cache (the edge's first answer is a render, its second a kept copy). */
async function keptInFront(url: string, cookie: string): Promise<Answer> {
  for (let i = 0; i < 5; i += 1) {
    const answer = await get(url, cookie);
    if (answer.proxyCache === 'HIT') return answer;
  }
  throw new Error(`${url} was never served from nginx's cache`);
}

test("nginx shares a catalogue page's kept copy between the browsers of one bucket, never a first visit's answer", async () => {
  const url = '/product/P1';
  for (let i = 0; i < 3; i += 1) {
    const first = await get(url);
    assert.ok(first.setCookie.length > 0, 'a first visit gets its cookies');
    assert.equal(first.cacheControl, 'private, no-cache');
    assert.notEqual(first.proxyCache, 'HIT');
  }
  assert.equal(reachedEdge(url), 3, 'every first visit reached the edge');

  const one = await browserIn(30);
  const hit = await keptInFront(url, one);
  assert.doesNotMatch(hit.csp, /'nonce-/, "a shared copy allows its scripts by hash, carrying no answer's nonce");
  assert.match(hit.csp, /'sha256-/);
  const atEdge = reachedEdge(url);
  const another = await browserIn(30);
  const shared = await get(url, another);
  assert.equal(shared.proxyCache, 'HIT', 'another browser of the bucket gets the same copy');
  assert.equal(shared.body, hit.body);
  assert.equal(reachedEdge(url), atEdge, 'without the edge');
  assert.notEqual((await get(url, await browserIn(31))).proxyCache, 'HIT', 'another bucket is another key');
});

test('a personal page goes to the edge every time and says no cache may keep it', async () => {
  const cookie = await browserIn(30);
  for (const url of ['/cart', '/my-account/orders']) {
    for (let i = 0; i < 3; i += 1) {
      const page = await get(url, cookie);
      assert.equal(page.cacheControl, 'private, no-store', url);
      assert.equal(page.proxyCache, 'MISS', url);
    }
    assert.equal(reachedEdge(url), 3, url);
  }
});

test("a canary's two sides are two copies in front, each bucket its own side's", async () => {
  writeRegistry({ ...released('1.0.0-a'), canary: { version: '1.0.0-b', percent: 50 } });
  try {
    const url = '/product/P2';
    assert.equal((await keptInFront(url, await browserIn(10))).version, '1.0.0-b');
    assert.equal((await keptInFront(url, await browserIn(90))).version, '1.0.0-a');
    assert.equal((await get(url, await browserIn(10))).version, '1.0.0-b');
  } finally {
    writeRegistry(released('1.0.0-a'));
  }
});

test("a release reaches the shoppers behind nginx within the edge's fresh time, then from nginx's cache", async () => {
  const url = '/product/P3';
  const cookie = await browserIn(55);
  assert.equal((await keptInFront(url, cookie)).version, '1.0.0-a');
  writeRegistry(released('1.0.0-b'));
  const releasedAt = Date.now();
  let firstNew: number | undefined;
  let firstKeptNew: number | undefined;
  while (firstKeptNew === undefined && Date.now() - releasedAt < FRESH_MS * 4) {
    const page = await get(url, cookie);
    assert.ok(page.version === '1.0.0-a' || page.version === '1.0.0-b', `a page of a released version: ${page.version}`);
    if (page.version === '1.0.0-b') firstNew ??= Date.now() - releasedAt;
    else assert.equal(firstNew, undefined, 'never the old version once the new one was served');
    if (page.version === '1.0.0-b' && page.proxyCache === 'HIT') firstKeptNew = Date.now() - releasedAt;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.ok(firstNew !== undefined && firstNew <= FRESH_MS + 500, `the new version after ${firstNew} ms`);
  assert.ok(firstKeptNew !== undefined && firstKeptNew <= FRESH_MS + 1000, `kept in front after ${firstKeptNew} ms`);
});

test('/ is shared in English, but a shopper who chose Bengali or Hindi, or whose browser asks for it, is sent on by the edge', async () => {
  const cookie = await browserIn(40);
  const english = await keptInFront('/', cookie);
  assert.equal(english.proxyCache, 'HIT');
  assert.equal((await get('/', `${cookie}; store_lang=en`)).proxyCache, 'HIT', 'English chosen: the shared copy');

  for (const [how, headers] of [
    ['store_lang=bn', { cookie: `${cookie}; store_lang=bn` }],
    ['Accept-Language: hi', { cookie, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' }],
  ] as const) {
    const answer = await fetch(`${nginx.url}/`, { headers: { 'accept-encoding': 'gzip, br', ...headers }, redirect: 'manual' });
    await answer.arrayBuffer();
    assert.equal(answer.status, 302, `${how}: not the English copy`);
    assert.match(answer.headers.get('location') ?? '', /^\/(bn|hi)\/$/, how);
  }
  assert.equal((await get('/', cookie)).proxyCache, 'HIT', 'the English copy is still shared');
});
