import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, brotliCompressSync } from 'node:zlib';
import { CHANGED_TEXT, FIRST_TEXT, writeChangedBuild } from './release-drill.ts';

test("the changed build differs in the About page's scripts and their Brotli copies, nothing else", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-build-'));
  try {
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
    const script = `x("began as a ${FIRST_TEXT} in Kolkata")`;
    fs.writeFileSync(path.join(dist, 'about.1234abcd.js'), script);
    fs.writeFileSync(path.join(dist, 'about.1234abcd.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'server', '93.js'), script);
    fs.writeFileSync(path.join(dist, 'other.js'), 'y()');
    fs.writeFileSync(path.join(dist, 'about.1234abcd.js.map'), FIRST_TEXT);
    const changed = path.join(dir, 'changed');
    assert.equal(writeChangedBuild(dist, changed), 2);
    assert.match(fs.readFileSync(path.join(changed, 'about.1234abcd.js'), 'utf8'), new RegExp(CHANGED_TEXT));
    assert.match(
      brotliDecompressSync(fs.readFileSync(path.join(changed, 'about.1234abcd.js.br'))).toString(),
      new RegExp(CHANGED_TEXT),
    );
    assert.match(fs.readFileSync(path.join(changed, 'server', '93.js'), 'utf8'), new RegExp(CHANGED_TEXT));
    assert.equal(fs.readFileSync(path.join(changed, 'other.js'), 'utf8'), 'y()');
    assert.match(
      fs.readFileSync(path.join(dist, 'about.1234abcd.js'), 'utf8'),
      new RegExp(FIRST_TEXT),
      'the build itself is untouched',
    );
    assert.throws(() => writeChangedBuild(path.join(changed), path.join(dir, 'again')), /the About page's text moved/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
