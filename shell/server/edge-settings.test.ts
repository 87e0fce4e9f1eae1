import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { edgeSettingsFrom, EdgeSettingsError } from './edge-settings';

const repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-settings-'));

test('with nothing set, the edge runs as the Run command serves it', () => {
  const settings = edgeSettingsFrom({}, repoRoot);
  assert.equal(settings.port, 3000);
  assert.equal(settings.host, '127.0.0.1');
  assert.equal(settings.deployDir, path.join(repoRoot, 'deploy'));
  assert.equal(settings.apiUrl, 'http://127.0.0.1:4000');
  assert.equal(settings.assets.dir, path.join(repoRoot, 'deploy', 'remotes'));
  assert.equal(settings.fieldEventsSecret, undefined);
  assert.ok(settings.serverRender && settings.serverRender.pageCache, 'server render and its page cache on');
});

test('every wrong setting is named at once, before anything starts', () => {
  const wrong = {
    PORT: '70000',
    EDGE_WORKERS: 'many',
    SECTION_BUDGET_MS: '-5',
    SERVER_RENDERS_IN_FLIGHT: '0',
    PAGE_CACHE_BYTES: 'lots',
    ASSET_ORIGIN: 'ftp://assets.example',
    PUBLIC_ORIGIN: 'not a url',
    FIELD_EVENTS_SECRET: 'short',
  };
  assert.throws(
    () => edgeSettingsFrom(wrong, repoRoot),
    (error: unknown) => {
      assert.ok(error instanceof EdgeSettingsError);
      for (const name of Object.keys(wrong)) assert.match(error.message, new RegExp(name), name);
      assert.equal(error.problems.length, Object.keys(wrong).length);
      return true;
    },
  );
});

test('production refuses to start without the shared field-events secret', () => {
  assert.throws(() => edgeSettingsFrom({ NODE_ENV: 'production' }, repoRoot), /FIELD_EVENTS_SECRET must be set/);
  const secret = 'a'.repeat(32);
  assert.equal(edgeSettingsFrom({ NODE_ENV: 'production', FIELD_EVENTS_SECRET: secret }, repoRoot).fieldEventsSecret, secret);
});
