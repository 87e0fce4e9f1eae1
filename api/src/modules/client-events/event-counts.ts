// Reads and writes client_event_counts: one row per remote, version, kind and minute.
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/database.js';
import { LOAD_FAILURE_KINDS, RUNTIME_ERROR_KINDS, VIEW_KIND, type EventKind } from './event-kinds.js';

export const RETENTION_DAYS = 14;

export interface CountedEvent {
  remote: string;
  version: string;
  kind: EventKind;
  count: number;
}

function minuteOf(at: Date): string {
  const minute = new Date(at);
  minute.setUTCSeconds(0, 0);
  return minute.toISOString();
}

/** Adds a batch to this minute's counts (one statement; a batch repeating a key is summed first). */
export async function addCounts(db: Database, events: readonly CountedEvent[], at = new Date()): Promise<void> {
  const summed = new Map<string, CountedEvent>();
  for (const event of events) {
    const key = `${event.remote}\u0000${event.version}\u0000${event.kind}`;
    const seen = summed.get(key);
    if (seen) seen.count += event.count;
    else summed.set(key, { ...event });
  }
  if (summed.size === 0) return;
  const minute = minuteOf(at);
  const values = sql.join(
    [...summed.values()].map(
      (event) => sql`(${minute}::timestamptz, ${event.remote}, ${event.version}, ${event.kind}, ${event.count})`,
    ),
    sql`, `,
  );
  await db.execute(sql`INSERT INTO client_event_counts (minute, remote, version, kind, count) VALUES ${values}
    ON CONFLICT (remote, version, kind, minute) DO UPDATE SET count = client_event_counts.count + excluded.count`);
}

/** Deletes counts older than the retention; gives how many rows went. */
export async function pruneCounts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const deleted = await rows<{ minute: string }>(
    db,
    sql`DELETE FROM client_event_counts WHERE minute < ${cutoff}::timestamptz RETURNING minute`,
  );
  return deleted.length;
}

export interface VersionFigures {
  remote: string;
  version: string;
  views: number;
  /** Load failures and timeouts plus render crashes and uncaught errors. */
  errors: number;
  /** errors / (views + load failures): the share of attempts to show this version that went wrong. */
  errorRate: number;
  byKind: Record<string, number>;
}

/** Figures of the minutes from `since` up to (not including) the minute of `until`, or up to now. */
export async function figuresSince(db: Database, since: Date, until?: Date): Promise<VersionFigures[]> {
  const before = until ? sql`AND minute < ${minuteOf(until)}::timestamptz` : sql``;
  const counted = await rows<{ remote: string; version: string; kind: string; total: number | string }>(
    db,
    sql`SELECT remote, version, kind, sum(count)::int8 AS total FROM client_event_counts
        WHERE minute >= ${minuteOf(since)}::timestamptz ${before} GROUP BY remote, version, kind ORDER BY remote, version, kind`,
  );
  const figures = new Map<string, VersionFigures>();
  for (const row of counted) {
    const key = `${row.remote}\u0000${row.version}`;
    const entry = figures.get(key) ?? { remote: row.remote, version: row.version, views: 0, errors: 0, errorRate: 0, byKind: {} };
    entry.byKind[row.kind] = Number(row.total);
    figures.set(key, entry);
  }
  for (const entry of figures.values()) {
    const failedLoads = LOAD_FAILURE_KINDS.reduce((sum, kind) => sum + (entry.byKind[kind] ?? 0), 0);
    const runtime = RUNTIME_ERROR_KINDS.reduce((sum, kind) => sum + (entry.byKind[kind] ?? 0), 0);
    entry.views = entry.byKind[VIEW_KIND] ?? 0;
    entry.errors = failedLoads + runtime;
    const attempts = entry.views + failedLoads;
    entry.errorRate = attempts > 0 ? Math.min(1, entry.errors / attempts) : 0;
  }
  return [...figures.values()];
}
