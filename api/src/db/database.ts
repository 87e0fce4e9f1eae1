// The database as the rest of the api sees it: a Drizzle instance over one pg-core schema, the same
// for embedded PGlite and for PostgreSQL, plus a raw `rows` helper for hand-written SQL.
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** The embedded client, when kind is 'pglite' (tests dump it as a template). */
  pglite?: PGlite;
  /** Connections of the PostgreSQL pool (for /metrics), when kind is 'postgres'. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  /** Runs a multi-statement SQL script and then `record` in one transaction (migrations). */
  runScript(script: string, record?: { text: string; params: unknown[] }): Promise<void>;
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel` (PGlite: in this process; PostgreSQL:
   * from any process, over a connection of its own, and `onConnect` after each reconnection).
   */
  listen(channel: string, onMessage: (payload: string) => void, onConnect?: () => void): Promise<() => Promise<void>>;
  /** Runs `work` while holding a database-wide lock, so two starting processes migrate one at a time. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function normalise(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * Runs hand-written SQL and gives its rows. Both drivers are made to agree: bigint columns come
 * back as numbers and timestamps as ISO strings (PGlite gives Dates, node-postgres strings).
 */
export async function rows<T = Record<string, unknown>>(executor: Executor, query: SQL): Promise<T[]> {
  // Drizzle types execute()'s answer by driver; both drivers give { rows }.
  const answer: unknown = await executor.execute(query);
  const result = answer as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) out[key] = normalise(value);
    return out as T;
  });
}
