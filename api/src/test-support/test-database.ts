// Databases for tests: a fresh in-memory PGlite per test file (started from a cached dump of the
// migrated and seeded database, so it takes a second instead of a full initdb), or a fresh schema
// in the PostgreSQL at TEST_DATABASE_URL that is dropped afterwards. Drills that run the real
// server process get a scratch database it can open by itself (createScratchDatabase).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, openMemoryDatabase, postgresHandle } from '../db/client.js';
import type { DatabaseHandle } from '../db/database.js';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.js';
import { createPGlite } from '../db/pglite-store.js';
import { seedDatabase } from '../seed/seed.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** Small enough to seed in a moment, large enough to hold every category and brand. */
export const TEST_PRODUCT_COUNT = 160;

/**
 * A test database's files are in memory already; PostgreSQL's default 128 MB buffer pool on top of
 * them is zeroed at every start, which made a third of opening one (docs/decisions/0014).
 */
const TEMPLATE_SHARED_BUFFERS = '16MB';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Changes whenever a migration or the seed changes, so a stale dump is never used. */
function templateKey(): string {
  const hash = createHash('sha256');
  const sources = [
    ...filesUnder(MIGRATIONS_DIR),
    ...filesUnder(path.join(SRC, 'seed')),
    path.join(SRC, 'modules/catalog/category-names.ts'),
  ].sort();
  for (const file of sources) hash.update(file).update(fs.readFileSync(file));
  return hash.update(`${TEST_PRODUCT_COUNT} ${TEMPLATE_SHARED_BUFFERS}`).digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `store-api-test-template-${templateKey()}.tar.gz`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const handle = await openMemoryDatabase();
  await migrate(handle);
  await seedDatabase(handle.db, { products: TEST_PRODUCT_COUNT });
  if (!handle.pglite) throw new Error('expected a PGlite handle');
  await handle.pglite.exec(`ALTER SYSTEM SET shared_buffers = '${TEMPLATE_SHARED_BUFFERS}'`);
  const dump = await handle.pglite.dumpDataDir('gzip');
  await handle.close();
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temp, file);
  return dump;
}

export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openMemoryDatabase(await pgliteTemplate());
    await migrate(handle);
    return { handle, drop: () => handle.close() };
  }
  const url = testDatabaseUrl();
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdmin(url, ['CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public', `CREATE SCHEMA ${schema}`]);
  const handle = postgresHandle({ url, searchPath: schema, max: 5 });
  await migrate(handle);
  await seedDatabase(handle.db, { products: TEST_PRODUCT_COUNT });
  return {
    handle,
    async drop() {
      await handle.close();
      await runAdmin(url, [`DROP SCHEMA ${schema} CASCADE`]);
    },
  };
}

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

async function runAdmin(url: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A migrated, seeded database that a real server process opens by itself: PGlite files in a fresh
 * DATA_DIR, or a fresh PostgreSQL database (the server takes a URL, not a schema).
 */
export interface ScratchDatabase {
  kind: DatabaseKind;
  /** What points the server at it: DATA_DIR or DATABASE_URL. */
  serverEnv: Record<string, string>;
  /** A handle for the test itself; on PGlite only while no server has the data directory open. */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

export async function createScratchDatabase(kind: DatabaseKind): Promise<ScratchDatabase> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-scratch-'));
    const files = await createPGlite(path.join(dataDir, 'pglite'), await pgliteTemplate());
    await files.close();
    return {
      kind,
      serverEnv: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = testDatabaseUrl();
  const name = `scratch_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdmin(adminUrl, [`CREATE DATABASE ${name}`]);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  const drop = () => runAdmin(adminUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  const setup = postgresHandle({ url, max: 2 });
  try {
    await migrate(setup);
    await seedDatabase(setup.db, { products: TEST_PRODUCT_COUNT });
  } catch (error) {
    await setup.close();
    await drop();
    throw error;
  }
  await setup.close();
  return { kind, serverEnv: { DATABASE_URL: url }, open: async () => postgresHandle({ url, max: 2 }), drop };
}
