// The edge's side of the languages (docs/decisions/0015): which page a visit to / gets, what a
// Bengali or Hindi page's HTML says before any script runs, its fonts, and its search form.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createEdgeServer } from '../edge-server';
import { fixedRegistry } from '../edge-registry';
import { SUBSET_VERSION } from '../../src/app/language-font-subsets';

let dir: string;
let app: FastifyInstance;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-languages-'));
  const shellDir = path.join(dir, 'deploy', 'remotes', 'shell', '1.0.0-s');
  fs.mkdirSync(shellDir, { recursive: true });
  fs.writeFileSync(
    path.join(shellDir, 'index.html'),
    '<html lang="en-IN"><head><meta name="viewport" content="width=device-width"><title>Store</title></head><body><div id="root"></div></body></html>',
  );
  app = await createEdgeServer({
    registry: fixedRegistry({ shell: { current: '1.0.0-s', versions: ['1.0.0-s'] } }),
    deployDir: path.join(dir, 'deploy'),
    apiUrl: 'http://127.0.0.1:9',
    serverRender: false,
  });
});

after(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a first visit to / preferring Bengali goes to /bn/, uncached; one preferring English stays', async () => {
  const bengali = await app.inject({ url: '/?utm=x', headers: { 'accept-language': 'bn-IN,bn;q=0.9,en;q=0.8' } });
  assert.equal(bengali.statusCode, 302);
  assert.equal(bengali.headers.location, '/bn/?utm=x');
  assert.equal(bengali.headers['cache-control'], 'private, no-store');
  assert.match(String(bengali.headers.vary), /Accept-Language/);
  const english = await app.inject({ url: '/', headers: { 'accept-language': 'en-IN,en;q=0.9,bn;q=0.8' } });
  assert.equal(english.statusCode, 200);
  assert.match(String(english.headers.vary), /Accept-Language/);
  // A choice made with the switch wins over the browser's preference.
  const chosen = await app.inject({ url: '/', headers: { 'accept-language': 'bn', cookie: 'store_lang=en' } });
  assert.equal(chosen.statusCode, 200);
  const hindi = await app.inject({ url: '/', headers: { cookie: 'store_lang=hi' } });
  assert.equal(hindi.headers.location, '/hi/');
});

test('a Bengali page says so in <html lang> and declares and preloads only the Bengali font', async () => {
  const page = (await app.inject('/bn/about-us')).body;
  assert.match(page, /<html lang="bn-IN">/);
  // The face cut to the store's words is preloaded; the whole one is declared before it, for any other letter.
  const cut = `/fonts/5.3.0-${SUBSET_VERSION}/noto-sans-bengali-bengali-400-normal.woff2`;
  assert.ok(page.includes(`<link rel="preload" href="${cut}" as="font" type="font/woff2" crossorigin>`));
  const faces = [...page.matchAll(/@font-face\{font-family:"Noto Sans Bengali"[^}]*src:url\(([^)]+)\)/g)].map((face) => face[1]);
  assert.deepEqual(faces, ['/fonts/5.3.0/noto-sans-bengali-bengali-400-normal.woff2', cut]);
  assert.ok(!page.includes('Devanagari'));
  const hindi = (await app.inject('/hi/about-us')).body;
  assert.match(hindi, /<html lang="hi-IN">/);
  assert.match(hindi, /Noto Sans Devanagari/);
});

test('an English page names no font and keeps its lang', async () => {
  const page = (await app.inject('/about-us')).body;
  assert.match(page, /<html lang="en-IN">/);
  assert.ok(!page.includes('/fonts/'));
  assert.ok(!page.includes('@font-face'));
});

test('the fonts are served for ever, and nothing else under /fonts/', async () => {
  const font = await app.inject('/fonts/5.3.0/noto-sans-devanagari-devanagari-400-normal.woff2');
  assert.equal(font.statusCode, 200);
  assert.equal(font.headers['content-type'], 'font/woff2');
  assert.match(String(font.headers['cache-control']), /immutable/);
  const cut = await app.inject(`/fonts/5.3.0-${SUBSET_VERSION}/noto-sans-devanagari-devanagari-400-normal.woff2`);
  assert.equal(cut.statusCode, 200);
  assert.match(String(cut.headers['cache-control']), /immutable/);
  assert.ok(cut.rawPayload.length < font.rawPayload.length / 2, `the cut face is ${cut.rawPayload.length} bytes`);
  assert.equal((await app.inject('/fonts/5.3.0-0000000/noto-sans-devanagari-devanagari-400-normal.woff2')).statusCode, 404);
  assert.equal((await app.inject('/fonts/5.2.0/noto-sans-devanagari-devanagari-400-normal.woff2')).statusCode, 404);
  assert.equal((await app.inject('/fonts/5.3.0/..%2F..%2Fpackage.json')).statusCode, 404);
  // Only the regular face is served: bold is synthesized.
  assert.equal((await app.inject('/fonts/5.3.0/noto-sans-devanagari-devanagari-700-normal.woff2')).statusCode, 404);
});

test("a Bengali page's search form answers with the Bengali results", async () => {
  const answer = await app.inject('/bn/search?q=fan');
  assert.equal(answer.statusCode, 303);
  assert.equal(answer.headers.location, '/bn/search/fan');
  assert.equal((await app.inject('/hi/search?q=')).headers.location, '/hi/');
  assert.equal((await app.inject('/search?q=tv')).headers.location, '/search/tv');
});
