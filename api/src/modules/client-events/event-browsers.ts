// Reads and writes client_event_browsers (which signed browser saw what of a remote version, per
// minute) and edge_served_pages (what the edge served per remote version, per minute).
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/database.js';
import { ERROR_KINDS, LOAD_FAILURE_KINDS, VIEW_KIND, type EventKind } from './event-kinds.js';

export const RETENTION_DAYS = 14;

export interface BrowserEvent {
  remote: string;
  version: string;
  kind: EventKind;
}

export interface ServedPages {
  remote: string;
  version: string;
  pages: number;
}

function minuteOf(at: Date): string {
  const minute = new Date(at);
  minute.setUTCSeconds(0, 0);
  return minute.toISOString();
}

/** Notes that `browser` saw each event this minute; seeing it again adds nothing. */
export async function addBrowserEvents(
  db: Database,
  browser: string,
  events: readonly BrowserEvent[],
  at = new Date(),
): Promise<void> {
  // A batch may repeat an event (a count per kind); the browser is noted once for each.
  const distinct = [...new Map(events.map((event) => [`${event.remote} ${event.version} ${event.kind}`, event])).values()];
  if (distinct.length === 0) return;
  const minute = minuteOf(at);
  const values = sql.join(
    distinct.map((event) => sql`(${minute}::timestamptz, ${event.remote}, ${event.version}, ${event.kind}, ${browser})`),
    sql`, `,
  );
  await db.execute(sql`INSERT INTO client_event_browsers (minute, remote, version, kind, browser) VALUES ${values}
    ON CONFLICT DO NOTHING`);
}

/** Adds an edge's served pages to this minute's. */
export async function addServedPages(db: Database, served: readonly ServedPages[], at = new Date()): Promise<void> {
  if (served.length === 0) return;
  const minute = minuteOf(at);
  const values = sql.join(
    served.map((entry) => sql`(${minute}::timestamptz, ${entry.remote}, ${entry.version}, ${entry.pages})`),
    sql`, `,
  );
  await db.execute(sql`INSERT INTO edge_served_pages (minute, remote, version, pages) VALUES ${values}
    ON CONFLICT (remote, version, minute) DO UPDATE SET pages = edge_served_pages.pages + excluded.pages`);
}

/** Deletes rows older than the retention; gives how many went. */
export async function pruneFieldEvents(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const events = await rows<{ minute: string }>(
    db,
    sql`DELETE FROM client_event_browsers WHERE minute < ${cutoff}::timestamptz RETURNING minute`,
  );
  const served = await rows<{ minute: string }>(
    db,
    sql`DELETE FROM edge_served_pages WHERE minute < ${cutoff}::timestamptz RETURNING minute`,
  );
  return events.length + served.length;
}

export interface VersionFigures {
  remote: string;
  version: string;
  /** Distinct browsers that showed the version. */
  views: number;
  /** Distinct browsers that tried to show it (showed it, or failed to load it), at most `served`. */
  attempts: number;
  /** Distinct browsers with any error (load failure, timeout, render crash, uncaught), at most `attempts`. */
  errors: number;
  /** errors / attempts: the share of browsers for which this version went wrong. */
  errorRate: number;
  /** Pages the edge served with this version: what browsers' reports cannot exceed. */
  served: number;
  /** Distinct browsers per kind, as reported. */
  byKind: Record<string, number>;
}

const kindList = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/** Figures of the minutes from `since` up to (not including) the minute of `until`, or up to now. */
export async function figuresSince(db: Database, since: Date, until?: Date): Promise<VersionFigures[]> {
  const window = sql`minute >= ${minuteOf(since)}::timestamptz ${until ? sql`AND minute < ${minuteOf(until)}::timestamptz` : sql``}`;
  const tried = kindList([VIEW_KIND, ...LOAD_FAILURE_KINDS]);
  const failed = kindList(ERROR_KINDS);
  const reported = await rows<{ remote: string; version: string; attempts: number | string; errors: number | string }>(
    db,
    sql`SELECT remote, version,
          count(DISTINCT browser) FILTER (WHERE kind IN (${tried}))::int8 AS attempts,
          count(DISTINCT browser) FILTER (WHERE kind IN (${failed}))::int8 AS errors
        FROM client_event_browsers WHERE ${window} GROUP BY remote, version`,
  );
  const perKind = await rows<{ remote: string; version: string; kind: string; browsers: number | string }>(
    db,
    sql`SELECT remote, version, kind, count(DISTINCT browser)::int8 AS browsers
        FROM client_event_browsers WHERE ${window} GROUP BY remote, version, kind`,
  );
  const served = await rows<{ remote: string; version: string; pages: number | string }>(
    db,
    sql`SELECT remote, version, sum(pages)::int8 AS pages FROM edge_served_pages WHERE ${window} GROUP BY remote, version`,
  );
  const key = (row: { remote: string; version: string }) => `${row.remote} ${row.version}`;
  const servedPages = new Map(served.map((row) => [key(row), Number(row.pages)]));
  const kinds = new Map<string, Record<string, number>>();
  for (const row of perKind) kinds.set(key(row), { ...kinds.get(key(row)), [row.kind]: Number(row.browsers) });
  return reported
    .map((row) => {
      const byKind = kinds.get(key(row)) ?? {};
      const pages = servedPages.get(key(row)) ?? 0;
      const attempts = Math.min(Number(row.attempts), pages);
      const errors = Math.min(Number(row.errors), attempts);
      return {
        remote: row.remote,
        version: row.version,
        views: byKind[VIEW_KIND] ?? 0,
        attempts,
        errors,
        errorRate: attempts > 0 ? errors / attempts : 0,
        served: pages,
        byKind,
      };
    })
    .sort((a, b) => key(a).localeCompare(key(b)));
}
