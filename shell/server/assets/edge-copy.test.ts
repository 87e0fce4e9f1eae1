// The edge's copy of a version read from another origin: files.json checked against the plane's
// content hash, each file the edge runs checked against files.json, one download per version.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before, beforeEach, test } from 'node:test';
import { publishTestVersion, startTestOrigin, type TestOrigin } from '../test-support/asset-store';
import { folderSource, originSource } from './asset-source';
import { createEdgeCopy } from './edge-copy';

const FILES = {
  'contract.json': '{"exposes":["ContactPage"]}',
  'mf-manifest.json': '{"exposes":[]}',
  'main.1234abcd.js': 'the browser build, which the edge only serves',
  'server/remoteEntry.js': 'module.exports = "entry";',
  'server/contact.js': 'module.exports = "contact";',
};

let root: string;
let storeDir: string;
let cacheDir: string;
let origin: TestOrigin;
let hashes: Record<string, string>;
let refusals: string[];

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-copy-'));
  storeDir = path.join(root, 'store');
  origin = await startTestOrigin(storeDir);
});
after(async () => {
  await origin.close();
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  fs.rmSync(storeDir, { recursive: true, force: true });
  cacheDir = fs.mkdtempSync(path.join(root, 'cache-'));
  hashes = { '1.0.0-a': publishTestVersion(storeDir, 'mfe-content', '1.0.0-a', FILES) };
  refusals = [];
  origin.asked.length = 0;
});
afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

const copyFrom = (source = originSource(origin.url)) =>
  createEdgeCopy({
    source,
    root: cacheDir,
    contentHash: (name, version) => (name === 'mfe-content' ? (hashes[version] ?? null) : null),
    refused: (name, version, reason) => refusals.push(`${name} ${version}: ${reason}`),
  });
const copied = (file: string) => path.join(cacheDir, 'remotes', 'mfe-content', '1.0.0-a', file);

test('a version served by another origin is copied, each file the edge reads checked, and only those', async () => {
  assert.equal(await copyFrom().prepare('mfe-content', '1.0.0-a'), true);
  assert.equal(fs.readFileSync(copied('server/contact.js'), 'utf8'), FILES['server/contact.js']);
  assert.equal(fs.readFileSync(copied('contract.json'), 'utf8'), FILES['contract.json']);
  assert.equal(fs.existsSync(copied('main.1234abcd.js')), false, 'the browser build is not copied');
  assert.deepEqual(refusals, []);
  assert.deepEqual(
    fs.readdirSync(path.dirname(copied('server/x'))).filter((name) => name.endsWith('.tmp')),
    [],
    'no temporary file is left',
  );
});

test("a shell's route table is copied with its page, and refused when it was altered after release", async () => {
  const shellFiles = { 'index.html': '<html></html>', 'page-routes.json': '{"routes":[]}', 'main.1234abcd.js': 'x' };
  hashes.shell = publishTestVersion(storeDir, 'shell', '1.0.0-s', shellFiles);
  const copy = createEdgeCopy({
    source: originSource(origin.url),
    root: cacheDir,
    contentHash: (name, version) => (name === 'shell' && version === '1.0.0-s' ? (hashes.shell ?? null) : null),
    refused: (name, version, reason) => refusals.push(`${name} ${version}: ${reason}`),
  });
  assert.equal(await copy.prepare('shell', '1.0.0-s'), true);
  const inCopy = (file: string) => path.join(cacheDir, 'remotes', 'shell', '1.0.0-s', file);
  assert.equal(fs.readFileSync(inCopy('page-routes.json'), 'utf8'), shellFiles['page-routes.json']);
  fs.writeFileSync(path.join(storeDir, 'shell', '1.0.0-s', 'page-routes.json'), '{"routes":[{"path":"/x"}]}');
  const fresh = createEdgeCopy({
    source: originSource(origin.url),
    root: fs.mkdtempSync(path.join(root, 'cache-')),
    contentHash: () => hashes.shell ?? null,
    refused: (name, version, reason) => refusals.push(`${name} ${version}: ${reason}`),
  });
  assert.equal(await fresh.prepare('shell', '1.0.0-s'), false);
  assert.deepEqual(refusals, ['shell 1.0.0-s: page-routes.json does not match files.json']);
});

test('a file altered after release is refused, and told once with its name, version and file', async () => {
  fs.writeFileSync(path.join(storeDir, 'mfe-content', '1.0.0-a', 'server', 'contact.js'), 'module.exports = "altered";');
  const copy = copyFrom();
  assert.equal(await copy.prepare('mfe-content', '1.0.0-a'), false);
  assert.equal(await copy.prepare('mfe-content', '1.0.0-a'), false);
  assert.deepEqual(refusals, ['mfe-content 1.0.0-a: server/contact.js does not match files.json']);
  assert.equal(fs.existsSync(copied('server/contact.js')), false, 'the altered file is not in the copy');
});

test('a files.json that is not the one the plane holds a hash of is refused', async () => {
  const manifest = path.join(storeDir, 'mfe-content', '1.0.0-a', 'files.json');
  fs.writeFileSync(manifest, fs.readFileSync(manifest, 'utf8').replace('{', '{\n  "server/extra.js": "00",'));
  assert.equal(await copyFrom().prepare('mfe-content', '1.0.0-a'), false);
  assert.deepEqual(refusals, ['mfe-content 1.0.0-a: files.json does not match the content hash the release plane holds']);
});

test('a file files.json lists but the store lacks is refused', async () => {
  fs.rmSync(path.join(storeDir, 'mfe-content', '1.0.0-a', 'server', 'remoteEntry.js'));
  assert.equal(await copyFrom().prepare('mfe-content', '1.0.0-a'), false);
  assert.deepEqual(refusals, ['mfe-content 1.0.0-a: server/remoteEntry.js is missing from the asset store']);
});

test('first needs of a version at once download it once', async () => {
  const copy = copyFrom();
  const answers = await Promise.all(Array.from({ length: 8 }, () => copy.prepare('mfe-content', '1.0.0-a')));
  assert.deepEqual(
    answers,
    Array.from({ length: 8 }, () => true),
  );
  const counts = new Map<string, number>();
  for (const asked of origin.asked) counts.set(asked, (counts.get(asked) ?? 0) + 1);
  assert.equal(counts.get('/remotes/mfe-content/1.0.0-a/files.json'), 1);
  assert.equal(counts.get('/remotes/mfe-content/1.0.0-a/server/contact.js'), 1);
  assert.ok(
    [...counts.values()].every((count) => count === 1),
    JSON.stringify([...counts]),
  );
});

test('a copied file altered on the edge is fetched again, whole, before the version is used', async () => {
  assert.equal(await copyFrom().prepare('mfe-content', '1.0.0-a'), true);
  fs.writeFileSync(copied('server/contact.js'), 'module.exports = "altered on this machine";');
  origin.asked.length = 0;
  // A later start of the edge: a new copy of the same folder.
  assert.equal(await copyFrom().prepare('mfe-content', '1.0.0-a'), true);
  assert.equal(fs.readFileSync(copied('server/contact.js'), 'utf8'), FILES['server/contact.js']);
  assert.ok(!origin.asked.includes('/remotes/mfe-content/1.0.0-a/server/remoteEntry.js'), 'a sound copy is kept');
});

test('a version the plane has no content hash for (published before files.json) is used as before', async () => {
  const dir = path.join(storeDir, 'mfe-content', '0.9.0-old');
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'module.exports = "old";');
  const copy = copyFrom(folderSource(storeDir));
  assert.equal(await copy.prepare('mfe-content', '0.9.0-old'), true);
  assert.equal(
    fs.readFileSync(path.join(cacheDir, 'remotes', 'mfe-content', '0.9.0-old', 'server', 'remoteEntry.js'), 'utf8'),
    'module.exports = "old";',
  );
  assert.deepEqual(refusals, []);
});

test('the registry a page gets leaves out a refused version; a refused canary leaves its current', async () => {
  hashes['1.0.0-b'] = publishTestVersion(storeDir, 'mfe-content', '1.0.0-b', FILES);
  fs.rmSync(path.join(storeDir, 'mfe-content', '1.0.0-b', 'server', 'contact.js'));
  const copy = copyFrom();
  const usable = await copy.usable({
    'mfe-content': { current: '1.0.0-a', versions: ['1.0.0-a', '1.0.0-b'], canary: { version: '1.0.0-b', percent: 10 } },
  });
  assert.deepEqual(usable, { 'mfe-content': { current: '1.0.0-a', versions: ['1.0.0-a', '1.0.0-b'] } });
  assert.deepEqual(await copy.usable({ 'mfe-content': { current: '1.0.0-b', versions: ['1.0.0-b'] } }), {});
});
