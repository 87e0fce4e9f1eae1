// Opens the configured database: PostgreSQL when a URL is given, otherwise PGlite under DATA_DIR.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import type { Database, DatabaseHandle } from './database.js';
import { listenPostgres } from './pg-listener.js';
import { openPGliteDir, openPGliteMemory } from './pglite-store.js';

// int8 (count(*), bigserial, paise) as numbers: every amount in paise is far below 2^53.
pg.types.setTypeParser(20, (value: string) => Number(value));

/**
 * pg_trgm's `<%` operator (the search index's pre-filter) compares against this session setting;
 * search then applies the exact threshold it was asked for (modules/search/search-products.ts).
 */
export const WORD_SIMILARITY_PREFILTER = 0.5;
const WORD_SIMILARITY_SETTING = `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_PREFILTER}`;

export async function pgliteHandle(client: PGlite, onClose: () => void = () => {}): Promise<DatabaseHandle> {
  // One connection: a session SET applies to every query, which is what is wanted here.
  await client.exec(`SET ${WORD_SIMILARITY_SETTING.replace('=', ' = ')}`);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    async runScript(script, record) {
      await client.transaction(async (tx) => {
        await tx.exec(script);
        if (record) await tx.query(record.text, record.params);
      });
    },
    async listen(channel, onMessage, onConnect) {
      const stop = await client.listen(channel, onMessage);
      onConnect?.();
      return () => stop();
    },
    // One connection and a lock file: nobody else can be migrating.
    exclusively: (work) => work(),
    async close() {
      await client.close();
      onClose();
    },
  };
}

/** Any fixed number: the advisory lock that serialises migrations between api processes. */
const MIGRATION_LOCK_KEY = 7_002_016;

/** Connections per api process (the crash drill waits for this many to be busy). */
export const DEFAULT_POOL_SIZE = 10;

export interface PostgresOptions {
  url: string;
  /** Schema put first on the search_path (tests use one schema per test file). */
  searchPath?: string;
  max?: number;
}

export function postgresHandle({ url, searchPath, max = DEFAULT_POOL_SIZE }: PostgresOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: [`-c ${WORD_SIMILARITY_SETTING}`, searchPath ? `-c search_path=${searchPath},public` : ''].filter(Boolean).join(' '),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    pool,
    async runScript(script, record) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(script);
        if (record) await client.query(record.text, record.params);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onMessage, onConnect) {
      return listenPostgres({ url, channel, onMessage, onConnect });
    },
    async exclusively(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
}

export async function openDatabase({ databaseUrl, dataDir }: OpenOptions): Promise<DatabaseHandle> {
  if (databaseUrl) return postgresHandle({ url: databaseUrl });
  const { pg: client, release } = await openPGliteDir(dataDir);
  try {
    return await pgliteHandle(client, release);
  } catch (error) {
    await client.close();
    release();
    throw error;
  }
}

export async function openMemoryDatabase(fromDump?: Blob): Promise<DatabaseHandle> {
  return pgliteHandle(await openPGliteMemory(fromDump));
}
