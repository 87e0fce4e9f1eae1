// Databases for tests: a fresh in-memory PGlite per test file (started from a cached dump of the
// migrated and seeded database, so it takes a second instead of a full initdb), or a fresh schema
// in the PostgreSQL at TEST_DATABASE_URL that is dropped afterwards.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openMemoryDatabase, postgresHandle } from '../db/client.js';
import type { DatabaseHandle } from '../db/database.js';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.js';
import { seedDatabase } from '../seed/seed.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** Small enough to seed in a moment, large enough to hold every category and brand. */
export const TEST_PRODUCT_COUNT = 160;

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
  return hash.update(String(TEST_PRODUCT_COUNT)).digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `store-api-test-template-${templateKey()}.tar.gz`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const handle = await openMemoryDatabase();
  await migrate(handle);
  await seedDatabase(handle.db, { products: TEST_PRODUCT_COUNT });
  if (!handle.pglite) throw new Error('expected a PGlite handle');
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
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const handle = postgresHandle({ url, searchPath: schema, max: 5 });
  await migrate(handle);
  await seedDatabase(handle.db, { products: TEST_PRODUCT_COUNT });
  return {
    handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
