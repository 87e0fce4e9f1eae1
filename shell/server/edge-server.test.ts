import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fs from 'node:fs';
import vm from 'node:vm';
import os from 'node:os';
import path from 'node:path';
import { fixedRegistry } from './edge-registry';
import { createEdgeServer } from './edge-server';
import { writePageRoutes } from './test-support/released-shell';

let dir: string;
let shellDir: string;
/** The edge's copy of the release plane's registry. */
const registry = fixedRegistry();

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-'));
  shellDir = path.join(dir, 'deploy', 'remotes', 'shell', '1.0.0-s');
  fs.mkdirSync(shellDir, { recursive: true });
  fs.writeFileSync(
    path.join(shellDir, 'index.html'),
    '<html><head><script defer src="/__shell__/main.1234abcd.js"></script></head><body></body></html>',
  );
  writePageRoutes(shellDir);
  fs.writeFileSync(path.join(shellDir, 'main.1234abcd.js'), 'console.log(1)');
  const version = path.join(dir, 'deploy', 'remotes', 'mfe-content', '1.0.0-x');
  fs.mkdirSync(version, { recursive: true });
  fs.writeFileSync(path.join(version, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(version, '42.0badc0de.js'), 'x');
  fs.writeFileSync(
    path.join(version, 'contract.json'),
    JSON.stringify({ name: 'mfe-content', role: 'remote', needs: { '@store/runtime': '^1.0.0' }, exposes: [] }),
  );
  writeRegistry({ 'mfe-content': { current: '1.0.0-x', versions: ['1.0.0-x'] } });
});

function writeRegistry(remotes: Record<string, { current: string; versions: string[] }>) {
  const shell = { current: '1.0.0-s', versions: ['1.0.0-s'] };
  registry.set({ shell, ...remotes });
}

async function edge() {
  return createEdgeServer({ registry, deployDir: path.join(dir, 'deploy'), apiUrl: 'http://127.0.0.1:9' });
}

test('the registry is never cached and is written into the page', async () => {
  const app = await edge();
  const registry = await app.inject('/registry.json');
  assert.equal(registry.headers['cache-control'], 'no-store');
  assert.equal(registry.json()['mfe-content'].current, '1.0.0-x');
  const page = await app.inject('/category/audio');
  assert.equal(page.headers['cache-control'], 'no-cache');
  assert.ok(page.body.includes('"mfe-content":{"current":"1.0.0-x"'));
  await app.close();
});

test("each remote's current version comes with what it needs of the shell (its contract)", async () => {
  const app = await edge();
  assert.deepEqual((await app.inject('/registry.json')).json()['mfe-content'].needs, { '@store/runtime': '^1.0.0' });
  assert.ok((await app.inject('/about-us')).body.includes('"needs":{"@store/runtime":"^1.0.0"}'));
  await app.close();
});

test("the page is the current shell's, its scripts served from that version's folder", async () => {
  const app = await edge();
  const page = await app.inject('/');
  // The home page names its entry in the loader (start-up/first-view-scripts.ts), as a JSON string.
  assert.ok(page.body.includes('"/remotes/shell/1.0.0-s/main.1234abcd.js"'));
  assert.ok(!page.body.includes('__shell__'));
  assert.equal((await app.inject('/remotes/shell/1.0.0-s/main.1234abcd.js')).body, 'console.log(1)');
  await app.close();
});

/** Publishes a remote version whose manifest has one page module with a script and a stylesheet. */
function publishPage(remote: string, version: string, module: string, script: string, stylesheet: string) {
  const folder = path.join(dir, 'deploy', 'remotes', remote, version);
  fs.mkdirSync(folder, { recursive: true });
  const expose = { name: module, assets: { js: { sync: [script] }, css: { sync: [stylesheet] } } };
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ exposes: [expose] }));
}

test("a personal page's stylesheets come before the shell's script, at high priority, its script preloads after them", async () => {
  publishPage('mfe-cart-checkout', '1.0.0-cart', 'CartPage', '7.aaaaaaaa.js', '7.bbbbbbbb.css');
  writeRegistry({ 'mfe-cart-checkout': { current: '1.0.0-cart', versions: ['1.0.0-cart'] } });
  const app = await edge();
  const page = (await app.inject('/cart')).body;
  const stylesheet = page.indexOf('7.bbbbbbbb.css');
  const shellScript = page.indexOf('<script fetchpriority="high" defer src="/remotes/shell/1.0.0-s/main.1234abcd.js"></script>');
  const preload = page.indexOf('<link rel="preload" href="/remotes/mfe-cart-checkout/1.0.0-cart/7.aaaaaaaa.js" as="script">');
  assert.ok(stylesheet > 0 && stylesheet < shellScript, 'stylesheet before the shell script');
  assert.ok(shellScript < preload && preload < page.indexOf('</head>'), "the section's scripts after it, in the head");
  assert.ok(!page.includes('__FIRST_VIEW_COMPLETE__'), 'no loader: the cart is rendered by its scripts');
  writeRegistry({ 'mfe-content': { current: '1.0.0-x', versions: ['1.0.0-x'] } });
  await app.close();
});

test("a shell page without an entry tag keeps the remotes' preloads in its head", async () => {
  const plain = path.join(dir, 'deploy', 'remotes', 'shell', '1.0.0-plain');
  fs.mkdirSync(plain, { recursive: true });
  fs.writeFileSync(path.join(plain, 'index.html'), '<html><head></head><body></body></html>');
  writePageRoutes(plain);
  const shell = { current: '1.0.0-plain', versions: ['1.0.0-s', '1.0.0-plain'] };
  const remote = { current: '1.0.0-x', versions: ['1.0.0-x'] };
  registry.set({ shell, 'mfe-content': remote });
  const app = await edge();
  try {
    const page = (await app.inject('/about-us')).body;
    assert.ok(page.includes('<link rel="preload" href="/remotes/mfe-content/1.0.0-x/mf-manifest.json" as="fetch"'));
    assert.ok(!page.includes('(function (d, w, entry, preload, latestMs)'), 'no loader: nothing to start');
  } finally {
    await app.close();
    writeRegistry({ 'mfe-content': remote });
  }
});

/** Releases a shell version with the test shell's page and `routes` as its route table (none: a release without one). */
function releaseShell(version: string, routes?: Parameters<typeof writePageRoutes>[1]) {
  const folder = path.join(dir, 'deploy', 'remotes', 'shell', version);
  fs.mkdirSync(folder, { recursive: true });
  fs.copyFileSync(path.join(shellDir, 'index.html'), path.join(folder, 'index.html'));
  if (routes) writePageRoutes(folder, routes);
}

test("a page's route is the released shell's, even one this source has not: its hints, its cache header, its scripts", async () => {
  publishPage('mfe-content', '1.0.0-gift', 'GiftCardsPage', '5.aaaaaaaa.js', '5.bbbbbbbb.css');
  publishPage('mfe-account', '1.0.0-mine', 'VouchersPage', '6.aaaaaaaa.js', '6.bbbbbbbb.css');
  releaseShell('1.0.0-routes', {
    routes: [
      { path: '/gift-cards/:kind', remote: 'mfe-content', module: 'GiftCardsPage', personal: false },
      { path: '/vouchers', remote: 'mfe-account', module: 'VouchersPage', personal: true },
    ],
  });
  registry.set({
    shell: { current: '1.0.0-routes', versions: ['1.0.0-s', '1.0.0-routes'] },
    'mfe-content': { current: '1.0.0-gift', versions: ['1.0.0-gift'] },
    'mfe-account': { current: '1.0.0-mine', versions: ['1.0.0-mine'] },
  });
  const app = await edge();
  try {
    const gift = await app.inject('/gift-cards/diwali');
    assert.ok(
      gift.body.includes('<link rel="stylesheet" href="/remotes/mfe-content/1.0.0-gift/5.bbbbbbbb.css"'),
      "the route's stylesheet",
    );
    assert.ok(
      gift.body.includes('{"href":"/remotes/mfe-content/1.0.0-gift/5.aaaaaaaa.js","as":"script"}'),
      'its chunk, in the loader',
    );
    assert.equal(gift.headers['cache-control'], 'no-cache');
    const vouchers = await app.inject('/vouchers');
    assert.equal(vouchers.headers['cache-control'], 'private, no-store', 'a personal page of that shell is no one else’s');
    assert.ok(vouchers.body.includes('<script fetchpriority="high" defer src="/remotes/shell/1.0.0-routes/main.1234abcd.js">'));
    assert.ok(vouchers.body.includes('<link rel="stylesheet" href="/remotes/mfe-account/1.0.0-mine/6.bbbbbbbb.css"'));
    const about = await app.inject('/about-us');
    assert.ok(!about.body.includes('"/remotes/mfe-content/1.0.0-gift/mf-manifest.json"'), 'a route that shell has not is none');
  } finally {
    await app.close();
    writeRegistry({ 'mfe-content': { current: '1.0.0-x', versions: ['1.0.0-x'] } });
  }
});

test('a shell released without a route table gives its pages no route, and the edge says so once', async () => {
  publishPage('mfe-cart-checkout', '1.0.0-cart', 'CartPage', '7.aaaaaaaa.js', '7.bbbbbbbb.css');
  releaseShell('1.0.0-old');
  registry.set({
    shell: { current: '1.0.0-old', versions: ['1.0.0-s', '1.0.0-old'] },
    'mfe-cart-checkout': { current: '1.0.0-cart', versions: ['1.0.0-cart'] },
  });
  const warned: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => warned.push(message);
  const app = await edge();
  try {
    for (let i = 0; i < 3; i += 1) {
      const cart = await app.inject('/cart');
      assert.equal(cart.statusCode, 200);
      assert.equal(cart.headers['cache-control'], 'no-cache', 'not personal, not kept: no route');
      assert.ok(!cart.body.includes('7.bbbbbbbb.css'), "the shell's hints only");
    }
    assert.equal(warned.filter((message) => message.includes('1.0.0-old') && message.includes('page-routes.json')).length, 1);
  } finally {
    console.warn = warn;
    await app.close();
    writeRegistry({ 'mfe-content': { current: '1.0.0-x', versions: ['1.0.0-x'] } });
  }
});

test('a page the server may render in full names its scripts in one loader of its nonce, before its first stylesheet', async () => {
  publishPage('mfe-content', '1.0.0-css', 'AboutPage', '7.aaaaaaaa.js', '7.bbbbbbbb.css');
  writeRegistry({ 'mfe-content': { current: '1.0.0-css', versions: ['1.0.0-css'] } });
  const app = await edge();
  const answer = await app.inject('/about-us');
  const page = answer.body;
  const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
  const loader = page.indexOf(`<script nonce="${nonce}">(function (d, w, entry, preload, latestMs)`);
  assert.ok(nonce && loader > 0, 'the loader, under the nonce the policy allows');
  assert.ok(loader < page.indexOf('<link rel="stylesheet"'), 'before the first stylesheet: it need not wait for one');
  const named = page.slice(loader, page.indexOf('</script>', loader));
  assert.ok(named.includes('"/remotes/shell/1.0.0-s/main.1234abcd.js"'), "the shell's entry");
  assert.ok(named.includes('{"href":"/remotes/mfe-content/1.0.0-css/mf-manifest.json","as":"fetch"}'), "the section's manifest");
  assert.ok(named.includes('{"href":"/remotes/mfe-content/1.0.0-css/7.aaaaaaaa.js","as":"script"}'), "the section's chunk");
  assert.ok(!page.includes('<script defer src='), 'no entry tag');
  assert.ok(!page.includes('rel="preload"'), 'no preload tag: the loader asks for them after the first view');
  assert.ok(page.indexOf('7.bbbbbbbb.css') > 0, "the section's stylesheet is linked as before");
  writeRegistry({ 'mfe-content': { current: '1.0.0-x', versions: ['1.0.0-x'] } });
  await app.close();
});

test("a worker loads ICU's number data for the page's locale, started by a script of the page's nonce before its first stylesheet", async () => {
  const version = path.join(dir, 'deploy', 'remotes', 'mfe-content', '1.0.0-icu');
  fs.mkdirSync(version, { recursive: true });
  const about = { name: 'AboutPage', assets: { js: { sync: [] }, css: { sync: ['8.cccccccc.css'] } } };
  fs.writeFileSync(path.join(version, 'mf-manifest.json'), JSON.stringify({ exposes: [about] }));
  writeRegistry({ 'mfe-content': { current: '1.0.0-icu', versions: ['1.0.0-icu'] } });
  const app = await edge();
  const pageLocales: Array<[string, string]> = [
    ['/about-us', 'en-IN'],
    ['/bn/about-us', 'bn-IN-u-nu-latn'],
  ];
  for (const [route, locale] of pageLocales) {
    const page = await app.inject(route);
    const policy = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    const opening = `<script nonce="${nonce}">`;
    const start = page.body.indexOf(`${opening}try{new Worker(URL.createObjectURL(new Blob(`);
    assert.ok(nonce && start > 0, `${route}: the inline script, under the nonce the policy allows`);
    assert.ok(start < page.body.indexOf('<link rel="stylesheet"'), 'before the first stylesheet: it need not wait for one');
    assert.match(policy, /worker-src 'self' blob:/, 'the policy lets the page start a worker from its blob');
    const code = page.body.slice(start + opening.length, page.body.indexOf('</script>', start));
    // What the worker runs: the blob's source, as the browser would read it.
    let source = '';
    vm.runInNewContext(code, {
      URL: { createObjectURL: (blob: { parts: string[] }) => (source = blob.parts.join('')) },
      Blob: function (this: { parts: string[] }, parts: string[]) {
        this.parts = parts;
      },
      Worker: function () {},
    });
    const formatted: string[] = [];
    vm.runInNewContext(source, {
      Intl: {
        NumberFormat: function (asked: string) {
          formatted.push(asked);
          return { format: () => '' };
        },
      },
      close: () => undefined,
    });
    assert.deepEqual(formatted, [locale], `${route}: the worker formats a number in the page's locale`);
  }
  writeRegistry({ 'mfe-content': { current: '1.0.0-x', versions: ['1.0.0-x'] } });
  await app.close();
});

test("every page listens for what the shopper does before its scripts run, in its head under the page's nonce", async () => {
  const app = await edge();
  try {
    for (const route of ['/about-us', '/cart']) {
      const page = await app.inject(route);
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
      const listener = page.body.indexOf(`<script nonce="${nonce}">(function (d, w, mark, flag, `);
      assert.ok(nonce && listener > 0, `${route}: the listener, under the nonce the policy allows`);
      assert.ok(listener < page.body.indexOf('</head>'), `${route}: in the head, there before any of the body`);
    }
  } finally {
    await app.close();
  }
});

test("the header search's plain form is sent on to the term's results; an empty or odd one goes home", async () => {
  const app = await edge();
  try {
    const sent = async (url: string) => {
      const answer = await app.inject(url);
      return [answer.statusCode, answer.headers.location];
    };
    assert.deepEqual(await sent('/search?q=samsung%20tv'), [303, '/search/samsung%20tv']);
    assert.deepEqual(await sent('/search?q=%20%20&x=1'), [303, '/']);
    assert.deepEqual(await sent('/search'), [303, '/']);
    assert.deepEqual(await sent('/search?q=a&q=b'), [303, '/search/a']);
    const [status, location] = await sent('/search?q=%ED%A0%80');
    assert.equal(status, 303, 'a term that is not UTF-8 is no error');
    assert.match(String(location), /^\/search\//);
  } finally {
    await app.close();
  }
});

test('without a registry (none read yet) the edge keeps serving the shell served last', async () => {
  const app = await edge();
  assert.equal((await app.inject('/')).statusCode, 200);
  registry.set(null);
  const page = await app.inject('/cart');
  assert.equal(page.statusCode, 200);
  assert.ok(page.body.includes('/remotes/shell/1.0.0-s/main.1234abcd.js'));
  writeRegistry({ 'mfe-content': { current: '1.0.0-x', versions: ['1.0.0-x'] } });
  await app.close();
});

test('hashed assets are immutable, manifests are not cached', async () => {
  const app = await edge();
  assert.match(String((await app.inject('/remotes/shell/1.0.0-s/main.1234abcd.js')).headers['cache-control']), /immutable/);
  assert.match(String((await app.inject('/remotes/mfe-content/1.0.0-x/42.0badc0de.js')).headers['cache-control']), /immutable/);
  const manifest = await app.inject('/remotes/mfe-content/1.0.0-x/mf-manifest.json');
  assert.equal(manifest.headers['cache-control'], 'no-cache');
  assert.equal(manifest.headers['access-control-allow-origin'], '*');
  assert.equal((await app.inject('/remotes/mfe-content/9.9.9/mf-manifest.json')).statusCode, 404);
  await app.close();
});

test('a missing page path serves the app, a missing file is a 404', async () => {
  const app = await edge();
  assert.equal((await app.inject('/my-account/orders')).statusCode, 200);
  assert.equal((await app.inject('/missing.js')).statusCode, 404);
  await app.close();
});

test('a changed registry is what the next page load gets', async () => {
  const app = await edge();
  writeRegistry({ 'mfe-content': { current: '1.0.0-y', versions: ['1.0.0-x', '1.0.0-y'] } });
  assert.ok((await app.inject('/')).body.includes('"current":"1.0.0-y"'));
  await app.close();
});

after(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the api sees the caller address set by the edge, not one the caller made up', async () => {
  const { createServer } = await import('node:http');
  let seen: string | undefined;
  const api = createServer((request, response) => {
    seen = request.headers['x-forwarded-for'] as string | undefined;
    response.setHeader('content-type', 'application/json');
    response.end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const port = (api.address() as { port: number }).port;
  const app = await createEdgeServer({ registry, deployDir: path.join(dir, 'deploy'), apiUrl: `http://127.0.0.1:${port}` });
  const answer = await app.inject({
    url: '/api/health',
    headers: { 'x-forwarded-for': '6.6.6.6' },
    remoteAddress: '203.0.113.9',
  });
  assert.equal(answer.statusCode, 200);
  assert.equal(seen, '203.0.113.9');
  await app.close();
  api.close();
});

test('a script with a Brotli copy from the build is sent compressed to a browser that takes Brotli', async () => {
  const { brotliCompressSync, brotliDecompressSync } = await import('node:zlib');
  const script = `console.log("${'a'.repeat(4000)}")`;
  fs.writeFileSync(path.join(shellDir, 'big.abcdef12.js'), script);
  fs.writeFileSync(path.join(shellDir, 'big.abcdef12.js.br'), brotliCompressSync(script));
  const app = await edge();
  const answer = await app.inject({ url: '/remotes/shell/1.0.0-s/big.abcdef12.js', headers: { 'accept-encoding': 'br, gzip' } });
  assert.equal(answer.headers['content-encoding'], 'br');
  assert.match(String(answer.headers['cache-control']), /immutable/);
  assert.equal(brotliDecompressSync(answer.rawPayload).toString(), script);
  const plain = await app.inject({ url: '/remotes/shell/1.0.0-s/big.abcdef12.js', headers: { 'accept-encoding': 'identity' } });
  assert.equal(plain.body, script);
  await app.close();
});
