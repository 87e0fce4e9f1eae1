// Reads of the release plane: the registry as one snapshot with its change id, the audit log, the
// latest change id.
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/database.js';
import { rollbackTarget } from './rollback-target.js';
import type { AuditAction, AuditRecord, PlaneRegistry, Registry, VersionInfo } from './release-types.js';

interface AuditRow {
  id: number;
  at: string;
  name: string;
  action: AuditAction;
  from_version: string | null;
  to_version: string | null;
  by: string;
  detail: string | null;
}

/** Both drivers' timestamps (Dates, or text in PostgreSQL's format) as ISO strings. */
export const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

const auditRecord = (row: AuditRow): AuditRecord => ({
  id: Number(row.id),
  at: iso(row.at) as string,
  by: row.by,
  remote: row.name,
  action: row.action,
  from: row.from_version,
  to: row.to_version,
  ...(row.detail === null ? {} : { detail: row.detail }),
});

/** Oldest first; only `name`'s when given; only the newest `limit` when given. */
export async function readAudit(db: Executor, options: { name?: string; limit?: number } = {}): Promise<AuditRecord[]> {
  const where = options.name === undefined ? sql`` : sql`WHERE name = ${options.name}`;
  const limit = options.limit === undefined ? sql`` : sql`LIMIT ${options.limit}`;
  const found = await rows<AuditRow>(
    db,
    sql`SELECT id, at, name, action, from_version, to_version, by, detail FROM release_audit ${where} ORDER BY id DESC ${limit}`,
  );
  return found.reverse().map(auditRecord);
}

export async function latestChange(db: Executor): Promise<number> {
  const [row] = await rows<{ change: number | null }>(db, sql`SELECT max(change_id) AS change FROM release_state`);
  return Number(row?.change ?? 0);
}

interface StateRow {
  name: string;
  current: string;
  canary_version: string | null;
  canary_percent: number | null;
  change_id: number;
}

interface VersionRow {
  name: string;
  version: string;
  built_at: string | null;
  files: number | null;
  js_bytes: number | null;
  js_gzip_bytes: number | null;
  content_hash: string | null;
  contract: Record<string, unknown> | null;
}

/** The registry of the state rows read in one statement, and the change id they add up to. */
export async function readRegistry(db: Executor): Promise<{ change: number; registry: Registry }> {
  const found = await rows<StateRow & { versions: string[] }>(
    db,
    sql`SELECT s.name, s.current, s.canary_version, s.canary_percent, s.change_id,
          (SELECT array_agg(v.version ORDER BY v.seq) FROM release_versions v WHERE v.name = s.name) AS versions
        FROM release_state s ORDER BY s.name`,
  );
  const registry: Registry = {};
  let change = 0;
  for (const row of found) {
    change = Math.max(change, Number(row.change_id));
    registry[row.name] = {
      current: row.current,
      versions: row.versions,
      ...(row.canary_version && row.canary_percent !== null
        ? { canary: { version: row.canary_version, percent: row.canary_percent } }
        : {}),
    };
  }
  return { change, registry };
}

export async function readPlane(db: Executor): Promise<PlaneRegistry> {
  const { change, registry } = await readRegistry(db);
  const versionRows = await rows<VersionRow>(
    db,
    sql`SELECT name, version, built_at, files, js_bytes, js_gzip_bytes, content_hash, contract
        FROM release_versions ORDER BY seq`,
  );
  const versions: PlaneRegistry['versions'] = {};
  for (const row of versionRows) {
    const info: VersionInfo = {
      builtAt: iso(row.built_at),
      files: row.files,
      jsBytes: row.js_bytes,
      jsGzipBytes: row.js_gzip_bytes,
      contentHash: row.content_hash,
      contract: row.contract,
    };
    (versions[row.name] ??= {})[row.version] = info;
  }
  const audit = await readAudit(db);
  const rollbackTo: PlaneRegistry['rollbackTo'] = {};
  for (const [name, entry] of Object.entries(registry)) {
    rollbackTo[name] =
      rollbackTarget(
        entry,
        audit.filter((record) => record.remote === name),
      ) ?? null;
  }
  return { change, registry, versions, rollbackTo };
}
