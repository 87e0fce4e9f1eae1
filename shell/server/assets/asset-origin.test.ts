// An edge reading the asset store from another origin (ASSET_ORIGIN): pages point browsers there, the
// CSP allows it, and each version's server build is run from the edge's checked copy; a version whose
// files were altered after release is left out of the page like a failing remote.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import { SERVER_RENDER_API } from '../../src/ssr/render-contract';
import { createEdgeServer } from '../edge-server';
import { fixedRegistry } from '../edge-registry';
import { publishTestVersion, startTestOrigin, type TestOrigin } from '../test-support/asset-store';
import { releasedPageRoutes } from '../../src/app/released-page-routes';
import { TEST_SHELL } from '../test-support/released-shell';

const SHELL_HTML =
  '<html><head><link rel="stylesheet" href="/__shell__/main.css"><script defer src="/__shell__/main.js"></script></head><body><div id="root"></div></body></html>';

// A shell whose render runs each section its registry names from the server builds the edge gives it.
const SHELL_SERVER = `exports.SERVER_RENDER_API = ${SERVER_RENDER_API};
const path = require('node:path');
exports.renderPage = async (request) => {
  const sections = ['mfe-content', 'mfe-catalog'].map((remote) => {
    const entry = request.registry[remote];
    if (!entry) return '<p>' + remote + ' is left to the browser</p>';
    const file = path.join(request.remotesDir, remote, entry.current, 'server', 'section.js');
    return require(file).html;
  });
  return {
    status: 200,
    render: (callbacks) => {
      setImmediate(() => { callbacks.onShellReady(); callbacks.onAllReady(); });
      return { pipe: (sink) => sink.end(sections.join('')), abort: () => undefined };
    },
    renderedState: () => ({ slots: [] }),
  };
};`;

const section = (remote: string, module: string) => ({
  'contract.json': '{"exposes":[]}',
  'mf-manifest.json': JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: module, assets: { js: { sync: [`${module}.1234abcd.js`] }, css: { sync: [`${module}.1234abcd.css`] } } }],
  }),
  'remoteEntry.js': '',
  'server/section.js': `exports.html = '<section>${remote} rendered on the edge</section>';`,
});

let root: string;
let storeDir: string;
let origin: TestOrigin;
const hashes: Record<string, Record<string, string>> = {};

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-origin-'));
  storeDir = path.join(root, 'store');
  hashes.shell = {
    [TEST_SHELL.current]: publishTestVersion(storeDir, 'shell', TEST_SHELL.current, {
      'index.html': SHELL_HTML,
      'page-routes.json': JSON.stringify(releasedPageRoutes()),
      'server/shell-server.js': SHELL_SERVER,
    }),
  };
  hashes['mfe-content'] = {
    '1.0.0-a': publishTestVersion(storeDir, 'mfe-content', '1.0.0-a', section('mfe-content', 'ContactPage')),
  };
  hashes['mfe-catalog'] = {
    '1.0.0-b': publishTestVersion(storeDir, 'mfe-catalog', '1.0.0-b', section('mfe-catalog', 'SearchSuggest')),
    '1.0.0-c': publishTestVersion(storeDir, 'mfe-catalog', '1.0.0-c', section('mfe-catalog', 'SearchSuggest')),
  };
  // Altered in the store after its release: the hash in files.json no longer matches.
  fs.writeFileSync(
    path.join(storeDir, 'mfe-catalog', '1.0.0-c', 'server', 'section.js'),
    "exports.html = '<section>mfe-catalog altered</section>';",
  );
  origin = await startTestOrigin(storeDir);
});
after(async () => {
  await origin.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function edgeWith(catalog: string, t: TestContext) {
  const registry = fixedRegistry(
    {
      shell: TEST_SHELL,
      'mfe-content': { current: '1.0.0-a', versions: ['1.0.0-a'] },
      'mfe-catalog': { current: catalog, versions: [catalog] },
    },
    hashes,
  );
  const deployDir = fs.mkdtempSync(path.join(root, 'edge-'));
  const app = await createEdgeServer({ registry, deployDir, apiUrl: 'http://127.0.0.1:9', assets: { origin: origin.url } });
  t.after(() => app.close());
  return { app, deployDir };
}

const pageRegistry = (html: string) =>
  JSON.parse(/window\.__REGISTRY__=(\{.*?\})<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, { assetOrigin?: string }>;

test('a page names the asset origin for its scripts, styles and manifests, and its CSP allows it', async (t) => {
  const { app, deployDir } = await edgeWith('1.0.0-b', t);
  const answer = await app.inject('/contact-us');
  const html = answer.body;
  // The shell's entry and the section's manifest, as the page's loader asks for them after its first view.
  assert.ok(html.includes(`"${origin.url}/remotes/shell/${TEST_SHELL.current}/main.js"`), html);
  assert.ok(html.includes(`{"href":"${origin.url}/remotes/mfe-content/1.0.0-a/mf-manifest.json","as":"fetch"}`), html);
  assert.ok(html.includes(`<link rel="stylesheet" href="${origin.url}/remotes/shell/${TEST_SHELL.current}/main.css">`), html);
  assert.ok(html.includes(`href="${origin.url}/remotes/mfe-content/1.0.0-a/ContactPage.1234abcd.css"`), html);
  assert.equal(pageRegistry(html)['mfe-content']?.assetOrigin, origin.url, 'the browser loads the manifests from there');
  const csp = String(answer.headers['content-security-policy']);
  for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
    assert.match(csp, new RegExp(`${directive} 'self' ${origin.url.replaceAll('.', '\\.')}`), csp);
  }
  // The sections rendered on the edge ran from its checked copy; the edge serves no store of its own.
  assert.ok(html.includes('<section>mfe-content rendered on the edge</section>'), html);
  assert.ok(fs.existsSync(path.join(deployDir, '.edge-cache', 'remotes', 'mfe-content', '1.0.0-a', 'server', 'section.js')));
  assert.equal((await app.inject(`/remotes/mfe-content/1.0.0-a/mf-manifest.json`)).statusCode, 404);
});

test('a version altered after release is left out of the page and told once; the others render', async (t) => {
  const warned = t.mock.method(console, 'warn', () => undefined);
  const { app } = await edgeWith('1.0.0-c', t);
  const html = (await app.inject('/contact-us')).body;
  await app.inject('/contact-us');
  assert.ok(html.includes('<section>mfe-content rendered on the edge</section>'), html);
  assert.ok(html.includes('<p>mfe-catalog is left to the browser</p>'), html);
  assert.ok(!html.includes('altered'), html);
  // Without it in the page's registry, the browser shows the section's notice (remote-slot.tsx).
  assert.equal(pageRegistry(html)['mfe-catalog'], undefined);
  assert.ok(pageRegistry(html)['mfe-content']);
  const told = warned.mock.calls.map((call) => String(call.arguments[0])).filter((line) => line.includes('mfe-catalog'));
  assert.deepEqual(told, ['[edge] asset store: mfe-catalog 1.0.0-c is refused: server/section.js does not match files.json']);
  assert.match(
    (await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body,
    /edge_versions_refused_total\{remote="mfe-catalog",version="1\.0\.0-c"\} 1/,
  );
});
