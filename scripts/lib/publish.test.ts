// Publishing into the asset store: ASSET_DIR when it is set (a shared volume or a synced bucket on
// several machines), each version folder written once with its files.json and never overwritten.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
process.env.DEPLOY_DIR = path.join(root, 'deploy');
process.env.ASSET_DIR = path.join(root, 'assets');
const { publish } = await import('./publish.ts');
const { CONTENT_MANIFEST, sha256Hex } = await import('./content-manifest.ts');
after(() => fs.rmSync(root, { recursive: true, force: true }));

function build(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

test('a release writes its version folder into ASSET_DIR, with the files.json its content hash is of', () => {
  const built = build('first-build', { 'remoteEntry.js': 'a', 'server/remoteEntry.js': 'b' });
  const { info, alreadyPublished } = publish('mfe-content', '1.0.0-aaaa1111', built);
  const folder = path.join(root, 'assets', 'mfe-content', '1.0.0-aaaa1111');
  assert.equal(alreadyPublished, false);
  assert.equal(fs.readFileSync(path.join(folder, 'server', 'remoteEntry.js'), 'utf8'), 'b');
  assert.equal(info.contentHash, sha256Hex(fs.readFileSync(path.join(folder, CONTENT_MANIFEST))));
  assert.equal(fs.existsSync(path.join(root, 'deploy', 'remotes')), false, 'nothing is written beside DEPLOY_DIR');
});

test('a version already in the store is never written again', () => {
  const first = publish('mfe-account', '1.0.0-bbbb2222', build('account-build', { 'server/remoteEntry.js': 'first' }));
  const again = publish('mfe-account', '1.0.0-bbbb2222', build('other-build', { 'server/remoteEntry.js': 'second' }));
  const folder = path.join(root, 'assets', 'mfe-account', '1.0.0-bbbb2222');
  assert.equal(again.alreadyPublished, true);
  assert.equal(again.info.contentHash, first.info.contentHash);
  assert.equal(fs.readFileSync(path.join(folder, 'server', 'remoteEntry.js'), 'utf8'), 'first');
});

test('one build published into two asset stores has one content hash (the one the plane keeps)', async () => {
  const built = build('twice-build', { 'remoteEntry.js': 'same', 'server/remoteEntry.js': 'same too' });
  const first = publish('mfe-catalog', '1.0.0-cccc3333', built);
  // The second store: this one's folder moved away, as a machine with its own empty store would be.
  const folder = path.join(root, 'assets', 'mfe-catalog', '1.0.0-cccc3333');
  fs.renameSync(folder, path.join(root, 'first-store-copy'));
  await new Promise((resolve) => setTimeout(resolve, 5));
  const second = publish('mfe-catalog', '1.0.0-cccc3333', built);
  assert.equal(second.alreadyPublished, false, 'written into the empty store');
  assert.notEqual(second.info.builtAt, first.info.builtAt);
  assert.equal(second.info.contentHash, first.info.contentHash);
});
