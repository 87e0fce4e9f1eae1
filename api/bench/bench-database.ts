// Databases for the benchmark, seeded with N products. PGlite starts from a dump cached in the
// temp folder; PostgreSQL keeps one schema per size (bench_<N>) and reuses it when complete.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openMemoryDatabase, postgresHandle } from '../src/db/client.js';
import { rows, type DatabaseHandle } from '../src/db/database.js';
import { migrate, readMigrations } from '../src/db/migrate.js';
import { seedDatabase } from '../src/seed/seed.js';

async function seeded(handle: DatabaseHandle, products: number): Promise<void> {
  await migrate(handle);
  const [count] = await rows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM products`);
  if (count!.n === products) return;
  if (count!.n > 0) {
    await handle.db.execute(
      sql`TRUNCATE products, product_search, search_terms, coupons, pincode_ranges, stores, home_sections, slider_images, users RESTART IDENTITY CASCADE`,
    );
  }
  const started = Date.now();
  await seedDatabase(handle.db, { products });
  await handle.db.execute(sql`ANALYZE`);
  console.log(`  seeded ${products} products on ${handle.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function openBenchDatabase(kind: 'pglite' | 'postgres', products: number): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const version = createHash('sha256')
      .update(
        readMigrations()
          .map((m) => m.script)
          .join('\n'),
      )
      .digest('hex')
      .slice(0, 12);
    const file = path.join(os.tmpdir(), `store-api-bench-${products}-${version}.tar.gz`);
    if (fs.existsSync(file)) {
      const handle = await openMemoryDatabase(new Blob([fs.readFileSync(file)]));
      await seeded(handle, products);
      return handle;
    }
    const handle = await openMemoryDatabase();
    await seeded(handle, products);
    const dump = await handle.pglite!.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return handle;
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to benchmark PostgreSQL');
  // The schema name carries the migrations' hash, so a changed schema is never benchmarked stale.
  const version = createHash('sha256')
    .update(
      readMigrations()
        .map((m) => m.script)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 8);
  const schema = `bench_${products}_${version}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.end();
  const handle = postgresHandle({ url, searchPath: schema, max: 10 });
  await seeded(handle, products);
  return handle;
}
