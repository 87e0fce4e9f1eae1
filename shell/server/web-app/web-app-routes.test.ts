import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixedRegistry } from '../edge-registry';
import { createEdgeServer } from '../edge-server';
import { releaseTestShell, TEST_SHELL } from '../test-support/released-shell';
import { STORE_COLOURS } from './web-app-manifest';

/** The release registry the edge is given (the api's release plane in production). */
const registry = fixedRegistry();

let deployDir: string;

before(() => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-web-app-'));
  releaseTestShell(deployDir);
  registry.set({ shell: TEST_SHELL });
});
after(() => fs.rmSync(deployDir, { recursive: true, force: true }));

const edge = () =>
  createEdgeServer({
    registry,
    deployDir,
    apiUrl: 'http://127.0.0.1:9',
  });

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  assert.equal(body.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'a PNG signature');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

test('the manifest makes the store installable: names, start page, standalone, icons 192, 512 and maskable', async () => {
  const app = await edge();
  const answer = await app.inject('/manifest.webmanifest');
  assert.equal(answer.statusCode, 200);
  assert.equal(answer.headers['content-type'], 'application/manifest+json; charset=utf-8');
  const manifest = answer.json<Manifest>();
  assert.equal(manifest.name, 'Bengal Electronics');
  assert.ok(manifest.short_name.length <= 12, manifest.short_name);
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.display, 'standalone');
  assert.deepEqual(
    manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`),
    ['192x192 any', '512x512 any', '512x512 maskable'],
  );
  for (const icon of manifest.icons) {
    const png = await app.inject(icon.src);
    assert.equal(png.statusCode, 200, icon.src);
    assert.equal(png.headers['content-type'], 'image/png');
    assert.equal(png.headers['cache-control'], 'public, max-age=86400');
    assert.equal(pngSize(png.rawPayload).join('x'), icon.sizes, icon.src);
  }
  await app.close();
});

test("the manifest's colours are the store's own (base.css), and the shell's theme-color agrees", () => {
  const css = fs.readFileSync(path.resolve(__dirname, '../../../shared/src/ui/base.css'), 'utf8');
  assert.match(css, new RegExp(`--color-primary: ${STORE_COLOURS.theme};`));
  assert.match(css, new RegExp(`--color-background: ${STORE_COLOURS.background};`));
  const html = fs.readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8');
  assert.match(html, new RegExp(`<meta name="theme-color" content="${STORE_COLOURS.theme}" />`));
});

test("the shell's page links the manifest and the apple-touch-icon, which is a 180 px PNG", async () => {
  const html = fs.readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8');
  assert.match(html, /<link rel="manifest" href="\/manifest.webmanifest" \/>/);
  assert.match(html, /<link rel="apple-touch-icon" href="\/apple-touch-icon.png" \/>/);
  const app = await edge();
  const icon = await app.inject('/apple-touch-icon.png');
  assert.equal(icon.statusCode, 200);
  assert.deepEqual(pngSize(icon.rawPayload), [180, 180]);
  assert.equal((await app.inject('/icons/other.png')).statusCode, 404);
  assert.equal((await app.inject('/icons/apple-touch-icon.png')).statusCode, 404);
  await app.close();
});
