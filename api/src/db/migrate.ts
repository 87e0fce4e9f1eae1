// Applies the numbered .sql files of ./migrations in order, each in its own transaction, and records
// them in schema_migrations so each runs once. A new
// migration takes the next free number; two files with one number stop the start.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rows, type DatabaseHandle } from './database.js';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  version: string;
  name: string;
  script: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 4),
      name: file.replace(/\.sql$/, ''),
      script: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** Returns the names of the migrations it applied. */
export function migrate(handle: DatabaseHandle, migrations = readMigrations()): Promise<string[]> {
  return handle.exclusively(() => applyPending(handle, migrations));
}

async function applyPending(handle: DatabaseHandle, migrations: Migration[]): Promise<string[]> {
  const versions = new Set<string>();
  for (const migration of migrations) {
    if (versions.has(migration.version)) throw new Error(`Two migrations share the number ${migration.version}`);
    versions.add(migration.version);
  }
  await handle.db.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set(
    (await rows<{ version: string }>(handle.db, sql`SELECT version FROM schema_migrations`)).map((row) => row.version),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    try {
      await handle.runScript(migration.script, {
        text: 'INSERT INTO schema_migrations (version, name) VALUES ($1, $2)',
        params: [migration.version, migration.name],
      });
    } catch (error) {
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(migration.name);
  }
  return applied;
}
