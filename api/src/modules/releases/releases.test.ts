import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { describeEachDatabase, type TestApp } from '../../test-support/test-app.js';
import { ChangeFeed } from './change-feed.js';
import { importDeployFiles } from './import-deploy-files.js';
import type { AuditRecord, PlaneRegistry } from './release-types.js';

const V1 = '1.0.0-aaaa1111';
const V2 = '1.0.0-bbbb2222';
const V3 = '1.0.0-cccc3333';
const HASH = 'ab'.repeat(32);

const post = (t: TestApp, call: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/internal/releases/${call}`, payload: body });
const plane = async (t: TestApp) => (await t.app.inject('/internal/releases/registry')).json<PlaneRegistry>();
const auditOf = async (t: TestApp, name: string) =>
  (await t.app.inject(`/internal/releases/audit?name=${name}`)).json<{ records: AuditRecord[] }>().records;

describeEachDatabase('the release plane', (t) => {
  test('a release records the version with its figures and content hash, and the audit row is the change', async () => {
    const before = (await plane(t())).change;
    const answer = await post(t(), 'release', {
      name: 'mfe-content',
      version: V1,
      by: 'asha',
      info: { builtAt: '2026-11-26T10:00:00.000Z', files: 12, jsBytes: 9000, jsGzipBytes: 3000, contentHash: HASH },
    });
    assert.equal(answer.statusCode, 200, answer.body);
    const { record } = answer.json<{ record: AuditRecord }>();
    assert.deepEqual([record.action, record.from, record.to, record.by], ['release', null, V1, 'asha']);
    const after = await plane(t());
    assert.ok(after.change > before);
    assert.equal(after.change, record.id);
    assert.deepEqual(after.registry['mfe-content'], { current: V1, versions: [V1] });
    assert.equal(after.versions['mfe-content']?.[V1]?.contentHash, HASH);
    assert.equal(after.versions['mfe-content']?.[V1]?.jsGzipBytes, 3000);
  });

  test('a version released again with other content is refused with why, and nothing changes', async () => {
    const info = (contentHash: string) => ({
      builtAt: '2026-11-26T10:00:00.000Z',
      files: 1,
      jsBytes: 1,
      jsGzipBytes: 1,
      contentHash,
    });
    await post(t(), 'release', { name: 'mfe-cart-checkout', version: V1, by: 'team cart', info: info(HASH) });
    await post(t(), 'release', { name: 'mfe-cart-checkout', version: V2, by: 'team cart', info: info(HASH) });
    const before = await plane(t());
    const again = await post(t(), 'release', {
      name: 'mfe-cart-checkout',
      version: V1,
      by: 'machine two',
      info: info('cd'.repeat(32)),
    });
    assert.equal(again.statusCode, 409, again.body);
    assert.match(again.json<{ body: string }>().body, /already released with other content.*ASSET_DIR/);
    assert.deepEqual(await plane(t()), before);
    const same = await post(t(), 'release', { name: 'mfe-cart-checkout', version: V1, by: 'machine two', info: info(HASH) });
    assert.equal(same.statusCode, 200, same.body);
  });

  test('two releases of different names at the same moment both land, each in the audit log', async () => {
    const [catalog, account] = await Promise.all([
      post(t(), 'release', { name: 'mfe-catalog', version: V1, by: 'team catalog' }),
      post(t(), 'release', { name: 'mfe-account', version: V1, by: 'team account' }),
    ]);
    assert.equal(catalog.statusCode, 200, catalog.body);
    assert.equal(account.statusCode, 200, account.body);
    const { registry } = await plane(t());
    assert.equal(registry['mfe-catalog']?.current, V1);
    assert.equal(registry['mfe-account']?.current, V1);
    assert.equal((await auditOf(t(), 'mfe-catalog')).length, 1);
    assert.equal((await auditOf(t(), 'mfe-account')).length, 1);
    const ids = [catalog.json().record.id, account.json().record.id].sort();
    assert.equal(ids[1] - ids[0], 1, 'one change after the other');
  });

  test('a release racing a rollback of the same name: one wins, the other is told why and changes nothing', async () => {
    await post(t(), 'release', { name: 'mfe-account', version: V2, by: 'team account' });
    // Both decided while V2 was current.
    const expected = { 'mfe-account': { current: V2, canary: null } };
    const [released, rolledBack] = await Promise.all([
      post(t(), 'release', { name: 'mfe-account', version: V3, by: 'team account', expected }),
      post(t(), 'rollback', { name: 'mfe-account', by: 'on call', expected }),
    ]);
    const statuses = [released.statusCode, rolledBack.statusCode].sort();
    assert.deepEqual(statuses, [200, 409], `${released.body} ${rolledBack.body}`);
    const loser = released.statusCode === 409 ? released : rolledBack;
    assert.match(
      loser.json().body,
      /mfe-account changed while this was being decided: it is 1\.0\.0-\S+ \(was 1\.0\.0-bbbb2222\); nothing done/,
    );
    const { registry } = await plane(t());
    assert.equal(registry['mfe-account']?.current, released.statusCode === 200 ? V3 : V1);
    assert.equal((await auditOf(t(), 'mfe-account')).length, 3);
  });

  test('rollback follows what was live and never goes back to a version rolled away from, unless named', async () => {
    const name = 'mfe-cart-checkout';
    for (const version of [V1, V2]) await post(t(), 'release', { name, version, by: 'a' });
    assert.equal((await post(t(), 'rollback', { name, by: 'a' })).json().record.to, V1);
    await post(t(), 'release', { name, version: V3, by: 'a' });
    assert.equal((await plane(t())).rollbackTo[name], V1);
    assert.equal((await post(t(), 'rollback', { name, by: 'a' })).json().record.to, V1);
    const nowhere = await post(t(), 'rollback', { name, by: 'a' });
    assert.equal(nowhere.statusCode, 409);
    assert.match(nowhere.json().body, /no earlier live version to roll back to \(name one with --to\)/);
    assert.equal((await post(t(), 'rollback', { name, by: 'a', to: V2 })).json().record.to, V2);
    const unknown = await post(t(), 'rollback', { name, by: 'a', to: '9.9.9-deadbeef' });
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().body, /has no version 9\.9\.9-deadbeef/);
  });

  test('a canary: started, refused a second, promoted; ended by rollback; bad input is a 4xx that changes nothing', async () => {
    const name = 'mfe-content';
    await post(t(), 'release', { name, version: V2, by: 'a', canary: 10 });
    assert.deepEqual((await plane(t())).registry[name]?.canary, { version: V2, percent: 10 });
    const second = await post(t(), 'release', { name, version: V3, by: 'a' });
    assert.equal(second.statusCode, 409);
    assert.match(second.json().body, /has a canary running \(1\.0\.0-bbbb2222 to 10%\); promote or roll it back first/);
    assert.equal((await post(t(), 'canary', { name, by: 'a', version: V2, percent: 50 })).statusCode, 200);
    assert.equal((await post(t(), 'promote', { name, by: 'a' })).json().record.to, V2);
    assert.equal((await plane(t())).registry[name]?.canary, undefined);
    await post(t(), 'release', { name, version: V3, by: 'a', canary: 5 });
    const ended = (await post(t(), 'rollback', { name, by: 'watcher', detail: 'automatic' })).json().record;
    assert.deepEqual([ended.action, ended.from, ended.to], ['canary-end', V3, V2]);

    const change = (await plane(t())).change;
    for (const body of [
      { name: 'mfe-nope', by: 'a' },
      { name, by: 'a', to: '../etc' },
      { name, by: '' },
      { name, by: 'a', extra: 1 },
    ]) {
      const refused = await post(t(), 'rollback', body);
      assert.ok(refused.statusCode >= 400 && refused.statusCode < 500, refused.body);
    }
    assert.equal((await post(t(), 'promote', { name: 'mfe-nothing', by: 'a' })).statusCode, 404);
    assert.equal((await plane(t())).change, change);
  });

  test('a waiting long poll is woken by a change; without one it answers the unchanged id', async () => {
    const { change } = await plane(t());
    const quiet = await t().app.inject(`/internal/releases/changes?after=${change}&wait=200`);
    assert.equal(quiet.json().change, change);
    assert.equal((await t().app.inject(`/internal/releases/changes?after=${change - 1}&wait=0`)).json().change, change);
    const started = Date.now();
    const waiting = t().app.inject(`/internal/releases/changes?after=${change}&wait=10000`);
    setTimeout(() => void post(t(), 'rollback', { name: 'mfe-content', by: 'a', to: V1 }), 100);
    const woken = await waiting;
    assert.ok(woken.json().change > change);
    assert.ok(Date.now() - started < 3000, `woken after ${Date.now() - started} ms`);
  });

  test('a change made by another writer reaches a feed by its notification, before the backstop read', async () => {
    const feed = new ChangeFeed(t().handle);
    await feed.start(60_000);
    try {
      const before = feed.current();
      const waiting = feed.waitForChange(before, 5000);
      // Written beside the api (another process's transaction), not through its routes.
      const { release } = await import('./release-operations.js');
      await release(t().db, { name: 'mfe-catalog', version: V2, by: 'elsewhere' });
      assert.ok((await waiting) > before);
    } finally {
      await feed.stop();
    }
  });

  test('the watcher lease: one holder; renewed by it; taken over once expired', async () => {
    const take = (holder: string) => post(t(), 'watch-lease', { holder });
    assert.equal((await take('edge-a')).json().held, true);
    const b = (await take('edge-b')).json();
    assert.deepEqual([b.held, b.holder], [false, 'edge-a']);
    assert.equal((await take('edge-a')).json().held, true);
    await t().db.execute(sql`UPDATE release_watch_lease SET expires_at = now() - interval '1 second'`);
    const taken = (await take('edge-b')).json();
    assert.deepEqual([taken.held, taken.holder], [true, 'edge-b']);
    assert.equal((await take('edge-a')).json().held, false);
  });
});

describeEachDatabase('importing the deploy folder', (t) => {
  test('registry.json and audit.jsonl are imported once, history and times kept, and renamed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plane-import-'));
    const versionDir = path.join(dir, 'remotes', 'mfe-content', V2);
    fs.mkdirSync(versionDir, { recursive: true });
    fs.writeFileSync(
      path.join(versionDir, 'release.json'),
      JSON.stringify({ builtAt: '2026-01-02T00:00:00.000Z', jsGzipBytes: 1234 }),
    );
    fs.writeFileSync(
      path.join(versionDir, 'contract.json'),
      JSON.stringify({ name: 'mfe-content', role: 'remote', needs: {}, exposes: [] }),
    );
    fs.writeFileSync(path.join(versionDir, 'files.json'), '{}\n');
    fs.writeFileSync(
      path.join(dir, 'registry.json'),
      JSON.stringify({
        'mfe-content': { current: V2, versions: [V1, V2, V3], canary: { version: V3, percent: 20 } },
        shell: { current: V1, versions: [V1] },
      }),
    );
    const lines = [
      { at: '2026-01-01T00:00:00.000Z', by: 'a', remote: 'mfe-content', action: 'release', from: null, to: V1 },
      { at: '2026-01-02T00:00:00.000Z', by: 'b', remote: 'mfe-content', action: 'release', from: V1, to: V2 },
      'torn {',
      {
        at: '2026-01-03T00:00:00.000Z',
        by: 'c',
        remote: 'mfe-content',
        action: 'canary-start',
        from: V2,
        to: V3,
        detail: '20% of shoppers',
      },
    ];
    fs.writeFileSync(
      path.join(dir, 'audit.jsonl'),
      `${lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n')}\n`,
    );

    assert.deepEqual(await importDeployFiles(t().db, dir), { names: 2, auditRecords: 3 });
    const imported = await plane(t());
    assert.deepEqual(imported.registry['mfe-content'], {
      current: V2,
      versions: [V1, V2, V3],
      canary: { version: V3, percent: 20 },
    });
    assert.equal(imported.versions['mfe-content']?.[V2]?.jsGzipBytes, 1234);
    assert.equal(imported.versions['mfe-content']?.[V2]?.contentHash?.length, 64);
    assert.equal(imported.rollbackTo.shell, null);
    const history = await auditOf(t(), 'mfe-content');
    assert.deepEqual(
      history.map((record) => [record.at, record.by, record.action, record.detail ?? null]),
      [
        ['2026-01-01T00:00:00.000Z', 'a', 'release', null],
        ['2026-01-02T00:00:00.000Z', 'b', 'release', null],
        ['2026-01-03T00:00:00.000Z', 'c', 'canary-start', '20% of shoppers'],
      ],
    );
    assert.ok(imported.change >= history.at(-1)!.id);
    assert.ok(fs.existsSync(path.join(dir, 'registry.json.imported')));
    assert.ok(fs.existsSync(path.join(dir, 'audit.jsonl.imported')));
    assert.ok(!fs.existsSync(path.join(dir, 'registry.json')));

    // Files back in place (a second machine's folder): the plane already holds releases, nothing imported.
    fs.copyFileSync(path.join(dir, 'registry.json.imported'), path.join(dir, 'registry.json'));
    assert.equal(await importDeployFiles(t().db, dir), null);
    assert.equal((await auditOf(t(), 'mfe-content')).length, 3);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
