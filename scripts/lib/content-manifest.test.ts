import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { CONTENT_MANIFEST, contentHashOf, sha256Hex, writeContentManifest } from './content-manifest.ts';

test('the content hash covers every file, and changes when one byte does', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'a');
  fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'b');
  const hash = writeContentManifest(dir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, CONTENT_MANIFEST), 'utf8')) as Record<string, string>;
  assert.deepEqual(Object.keys(manifest), ['remoteEntry.js', 'server/remoteEntry.js']);
  assert.equal(manifest['server/remoteEntry.js'], sha256Hex('b'));
  assert.equal(contentHashOf(dir), hash);
  fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'c');
  assert.notEqual(writeContentManifest(dir), hash);
});
