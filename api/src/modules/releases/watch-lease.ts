// The release watcher runs once across every edge and machine: whoever holds this lease. A holder
// renews it well before it expires; when it stops renewing (its process died), the next one to ask
// after the expiry takes it over.
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/database.js';
import { iso } from './release-store.js';

export interface Lease {
  held: boolean;
  holder: string;
  expiresAt: string;
}

/** Takes or renews the lease for `holder` when it is free, expired or already its own. */
export async function takeWatchLease(db: Database, holder: string, ttlMs: number): Promise<Lease> {
  const [row] = await rows<{ holder: string; expires_at: string }>(
    db,
    sql`INSERT INTO release_watch_lease (id, holder, expires_at)
        VALUES (1, ${holder}, now() + ${ttlMs} * interval '1 millisecond')
        ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
          WHERE release_watch_lease.holder = excluded.holder OR release_watch_lease.expires_at < now()
        RETURNING holder, expires_at`,
  );
  if (row) return { held: true, holder: row.holder, expiresAt: iso(row.expires_at) as string };
  const [current] = await rows<{ holder: string; expires_at: string }>(
    db,
    sql`SELECT holder, expires_at FROM release_watch_lease WHERE id = 1`,
  );
  return { held: false, holder: current?.holder ?? '', expiresAt: iso(current?.expires_at ?? null) ?? '' };
}

/** Lets the lease go at once (a watcher stopping cleanly). */
export async function releaseWatchLease(db: Database, holder: string): Promise<void> {
  await db.execute(sql`DELETE FROM release_watch_lease WHERE holder = ${holder}`);
}
