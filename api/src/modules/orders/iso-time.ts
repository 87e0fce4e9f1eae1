import { sql, type SQL } from 'drizzle-orm';

/** A timestamptz column as ISO 8601 UTC text, the same on PGlite and node-postgres. */
export function isoTime(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
