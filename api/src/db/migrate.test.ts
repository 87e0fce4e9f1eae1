import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { postgresHandle } from './client.js';
import { rows } from './database.js';
import { migrate, readMigrations } from './migrate.js';
import { DataDirLockedError, lockDataDir, lockOwnerText } from './pglite-store.js';
import { waitFor } from '../test-support/real-server.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/test-database.js';

for (const kind of databaseKinds()) {
  describe(`migrations [${kind}]`, () => {
    let database: TestDatabase;
    before(async () => {
      database = await openTestDatabase(kind);
    });
    after(() => database.drop());

    test('every migration file is recorded once, in order', async () => {
      const recorded = await rows<{ version: string }>(
        database.handle.db,
        sql`SELECT version FROM schema_migrations ORDER BY version`,
      );
      assert.deepEqual(
        recorded.map((row) => row.version),
        readMigrations().map((migration) => migration.version),
      );
      assert.deepEqual(await migrate(database.handle), []);
    });

    test('a failing migration changes nothing and is not recorded', async () => {
      const broken = {
        version: '9001',
        name: '9001_broken',
        script: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;',
      };
      await assert.rejects(migrate(database.handle, [broken]), /9001_broken failed/);
      const [exists] = await rows<{ found: boolean }>(
        database.handle.db,
        sql`SELECT to_regclass('half_done') IS NOT NULL AS found`,
      );
      assert.equal(exists!.found, false);
      const applied = await migrate(database.handle, [
        { version: '9002', name: '9002_ok', script: 'CREATE TABLE fine_table (id int);' },
      ]);
      assert.deepEqual(applied, ['9002_ok']);
    });
  });
}

describe(
  'two processes starting at once on PostgreSQL',
  { skip: process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL is not set' },
  () => {
    test('migrate one at a time: each migration applied once, neither fails', async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const schema = `test_race_${process.pid}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
      await admin.query(`CREATE SCHEMA ${schema}`);
      const first = postgresHandle({ url, searchPath: schema, max: 2 });
      const second = postgresHandle({ url, searchPath: schema, max: 2 });
      try {
        const [a, b] = await Promise.all([migrate(first), migrate(second)]);
        assert.deepEqual(
          [...a, ...b].sort(),
          readMigrations().map((migration) => migration.name),
        );
      } finally {
        await first.close();
        await second.close();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    });
  },
);

describe('PGlite data directory lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-lock-'));
  const lockFile = path.join(dir, 'pglite.lock');
  /** Linux's /proc tells a zombie and a reused pid from a live owner; elsewhere a live pid is trusted. */
  const hasProc = fs.existsSync('/proc/self/stat');
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('a lock held by a live process refuses a second one, in the current and the older (pid only) form', () => {
    for (const text of [lockOwnerText(process.ppid), String(process.ppid)]) {
      fs.writeFileSync(lockFile, text);
      assert.throws(() => lockDataDir(dir), DataDirLockedError);
    }
    fs.rmSync(lockFile);
  });

  test('a lock left by a dead process is taken over and released', () => {
    fs.writeFileSync(lockFile, '999999999');
    const release = lockDataDir(dir);
    assert.equal(fs.readFileSync(lockFile, 'utf8'), lockOwnerText(process.pid));
    release();
    assert.equal(fs.existsSync(lockFile), false);
  });

  test('a lock whose pid now belongs to another process (a restart after a crash) is taken over', () => {
    fs.writeFileSync(lockFile, `${process.ppid} 1`);
    if (!hasProc) {
      assert.throws(() => lockDataDir(dir), DataDirLockedError, 'without start times a live pid has to be trusted');
      fs.rmSync(lockFile);
      return;
    }
    lockDataDir(dir)();
    assert.equal(fs.existsSync(lockFile), false);
  });

  test('a lock held by a process that exited but was not collected by its parent (a zombie) is taken over', async () => {
    // `sleep 30` takes over the shell's pid and never collects the background child, which becomes a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const [output] = (await once(parent.stdout, 'data')) as [Buffer];
      const zombie = Number(output.toString().trim());
      fs.writeFileSync(lockFile, String(zombie));
      if (!hasProc) {
        assert.throws(() => lockDataDir(dir), DataDirLockedError);
        fs.rmSync(lockFile);
        return;
      }
      await waitFor('the child to become a zombie', () => / Z /.test(fs.readFileSync(`/proc/${zombie}/stat`, 'utf8')));
      lockDataDir(dir)();
      assert.equal(fs.existsSync(lockFile), false);
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
