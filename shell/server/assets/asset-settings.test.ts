import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { assetSettingsFrom } from './asset-settings';

const deployDir = path.join(os.tmpdir(), `asset-settings-${process.pid}`);

test('unset, the store is DEPLOY_DIR/remotes served by this edge, its copy in DEPLOY_DIR/.edge-cache', (t) => {
  t.after(() => fs.rmSync(deployDir, { recursive: true, force: true }));
  assert.deepEqual(assetSettingsFrom({}, deployDir), {
    dir: path.join(deployDir, 'remotes'),
    origin: undefined,
    cacheDir: path.join(deployDir, '.edge-cache'),
  });
});

test('with ASSET_ORIGIN the edge reads the store there and needs no ASSET_DIR', (t) => {
  t.after(() => fs.rmSync(deployDir, { recursive: true, force: true }));
  const settings = assetSettingsFrom({ ASSET_ORIGIN: 'https://assets.shop.example.in/', ASSET_DIR: '/nowhere' }, deployDir);
  assert.equal(settings.origin, 'https://assets.shop.example.in');
  assert.equal(settings.dir, undefined);
});

test('an ASSET_ORIGIN that is not an http(s) origin stops the edge with a clear message', () => {
  for (const value of [
    'assets.example.in',
    'ftp://assets.example.in',
    'https://assets.example.in/remotes',
    'https://u:p@assets.example.in',
  ]) {
    assert.throws(
      () => assetSettingsFrom({ ASSET_ORIGIN: value }, deployDir),
      /^AssetSettingError: ASSET_ORIGIN must be an http\(s\) origin/,
      value,
    );
  }
});

test('an EDGE_CACHE_DIR the edge cannot write stops it with a clear message', (t) => {
  const file = path.join(os.tmpdir(), `asset-settings-file-${process.pid}`);
  fs.writeFileSync(file, '');
  t.after(() => fs.rmSync(file, { force: true }));
  assert.throws(
    () => assetSettingsFrom({ EDGE_CACHE_DIR: path.join(file, 'cache') }, deployDir),
    /EDGE_CACHE_DIR must be a folder this edge can write, got ".*asset-settings-file-\d+\/cache"/,
  );
});
