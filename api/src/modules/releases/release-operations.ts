// The changes of the release plane: release, canary start and end, promote, rollback. Each is one
// transaction that checks what the caller decided against (Expected), changes the name's state row,
// writes the audit row whose id is the change id, and notifies the edges with that id.
import { sql } from 'drizzle-orm';
import { rows, type Database, type Transaction } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import { iso, readAudit } from './release-store.js';
import { rollbackTarget } from './rollback-target.js';
import type { AuditAction, AuditRecord, Expected, RegistryEntry, VersionInfo } from './release-types.js';

export const CHANGE_CHANNEL = 'release_plane';

/**
 * Every change takes this lock first, so changes commit in the order of their ids: an edge that has
 * seen change n has seen every change before it. Releases are rare; two at once simply queue.
 */
const CHANGE_LOCK_KEY = 7_002_036;

interface StateRow {
  name: string;
  current: string;
  canary_version: string | null;
  canary_percent: number | null;
}

interface Locked {
  tx: Transaction;
  name: string;
  entry: RegistryEntry | undefined;
}

async function lockedEntry(tx: Transaction, name: string): Promise<RegistryEntry | undefined> {
  const [row] = await rows<StateRow>(
    tx,
    sql`SELECT name, current, canary_version, canary_percent FROM release_state WHERE name = ${name} FOR UPDATE`,
  );
  if (!row) return undefined;
  const versions = await rows<{ version: string }>(
    tx,
    sql`SELECT version FROM release_versions WHERE name = ${name} ORDER BY seq`,
  );
  return {
    current: row.current,
    versions: versions.map((version) => version.version),
    ...(row.canary_version && row.canary_percent !== null
      ? { canary: { version: row.canary_version, percent: row.canary_percent } }
      : {}),
  };
}

async function checkExpected(tx: Transaction, name: string, entry: RegistryEntry | undefined, expected?: Expected) {
  if (!expected) return;
  for (const [other, expect] of Object.entries(expected).sort(([a], [b]) => a.localeCompare(b))) {
    const found = other === name ? entry : await lockedEntry(tx, other);
    const current = found?.current ?? null;
    const canary = found?.canary?.version ?? null;
    if (current !== expect.current || (expect.canary !== undefined && canary !== expect.canary)) {
      const now = current === null ? 'not released' : `${current}${canary ? ` with canary ${canary}` : ''}`;
      const was =
        expect.current === null ? 'not released' : `${expect.current}${expect.canary ? ` with canary ${expect.canary}` : ''}`;
      throw new ApiError(409, `${other} changed while this was being decided: it is ${now} (was ${was}); nothing done`);
    }
  }
}

/** Runs `work` on `name`'s locked entry in one transaction, after the change lock and the caller's expectations. */
async function change<T>(db: Database, name: string, expected: Expected | undefined, work: (locked: Locked) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CHANGE_LOCK_KEY})`);
    const entry = await lockedEntry(tx, name);
    await checkExpected(tx, name, entry, expected);
    return work({ tx, name, entry });
  });
}

async function audit(
  tx: Transaction,
  record: { name: string; action: AuditAction; from: string | null; to: string | null; by: string; detail?: string },
): Promise<AuditRecord> {
  const [row] = await rows<{ id: number; at: string }>(
    tx,
    sql`INSERT INTO release_audit (name, action, from_version, to_version, by, detail)
        VALUES (${record.name}, ${record.action}, ${record.from}, ${record.to}, ${record.by}, ${record.detail ?? null})
        RETURNING id, at`,
  );
  if (!row) throw new Error('the audit row was not written');
  const id = Number(row.id);
  await tx.execute(sql`UPDATE release_state SET change_id = ${id} WHERE name = ${record.name}`);
  await tx.execute(sql`SELECT pg_notify(${CHANGE_CHANNEL}, ${String(id)})`);
  return {
    id,
    at: iso(row.at) as string,
    by: record.by,
    remote: record.name,
    action: record.action,
    from: record.from,
    to: record.to,
    ...(record.detail === undefined ? {} : { detail: record.detail }),
  };
}

function known(name: string, entry: RegistryEntry | undefined): RegistryEntry {
  if (!entry) throw new ApiError(404, `Unknown remote "${name}": nothing of it is released`);
  return entry;
}

/**
 * Records a published version (versions are immutable: a second publication keeps the first's record).
 * The same version with other content would be refused by every edge's hash check: refused here first.
 */
async function recordVersion(tx: Transaction, name: string, version: string, info: Partial<VersionInfo> = {}) {
  const [kept] = await rows<{ content_hash: string | null }>(
    tx,
    sql`SELECT content_hash FROM release_versions WHERE name = ${name} AND version = ${version}`,
  );
  const keptHash = kept?.content_hash;
  if (keptHash && info.contentHash && keptHash !== info.contentHash) {
    throw new ApiError(
      409,
      `${name} ${version} is already released with other content (files.json ${keptHash.slice(0, 12)}…, this one ` +
        `${info.contentHash.slice(0, 12)}…): publish into the asset store the edges read (ASSET_DIR), or release a new build`,
    );
  }
  if (kept) return;
  await tx.execute(
    sql`INSERT INTO release_versions (name, version, built_at, files, js_bytes, js_gzip_bytes, content_hash, contract)
        VALUES (${name}, ${version}, ${info.builtAt ?? null}, ${info.files ?? null}, ${info.jsBytes ?? null},
          ${info.jsGzipBytes ?? null}, ${info.contentHash ?? null}, ${info.contract ? JSON.stringify(info.contract) : null}::jsonb)
        ON CONFLICT (name, version) DO NOTHING`,
  );
}

export interface ReleaseRequest {
  name: string;
  version: string;
  by: string;
  info?: Partial<VersionInfo>;
  /** Serve it to this share of shoppers only (a canary) instead of to everyone. */
  canary?: number;
  expected?: Expected;
}

/** Makes a published version current for everyone, or (with canary) for that share of shoppers. */
export function release(db: Database, request: ReleaseRequest): Promise<AuditRecord> {
  const { name, version, by, canary } = request;
  return change(db, name, request.expected, async ({ tx, entry }) => {
    if (entry?.canary) {
      throw new ApiError(
        409,
        `${name} has a canary running (${entry.canary.version} to ${entry.canary.percent}%); promote or roll it back first`,
      );
    }
    if (canary !== undefined) {
      if (!entry)
        throw new ApiError(409, `${name} has no current version yet; its first release goes to everyone (drop --canary)`);
      if (entry.current === version)
        throw new ApiError(409, `${name} ${version} is already current; a canary needs a different build`);
    }
    await recordVersion(tx, name, version, request.info);
    const from = entry?.current ?? null;
    if (!entry) {
      await tx.execute(sql`INSERT INTO release_state (name, current, change_id) VALUES (${name}, ${version}, 0)`);
    } else if (canary !== undefined) {
      await tx.execute(
        sql`UPDATE release_state SET canary_version = ${version}, canary_percent = ${canary} WHERE name = ${name}`,
      );
    } else {
      await tx.execute(sql`UPDATE release_state SET current = ${version} WHERE name = ${name}`);
    }
    return canary !== undefined
      ? audit(tx, { name, action: 'canary-start', from, to: version, by, detail: `${canary}% of shoppers` })
      : audit(tx, { name, action: 'release', from, to: version, by });
  });
}

export interface RollbackRequest {
  name: string;
  by: string;
  /** A published version to make current; without it, the version live before the current one. */
  to?: string;
  detail?: string;
  expected?: Expected;
}

/** During a canary: ends it (everyone back on the current version). Otherwise makes `to`, or the version live before, current again. */
export function rollback(db: Database, request: RollbackRequest): Promise<AuditRecord> {
  const { name, by, detail } = request;
  return change(db, name, request.expected, async ({ tx, entry: found }) => {
    const entry = known(name, found);
    if (entry.canary) {
      if (request.to) throw new ApiError(409, `${name} has a canary running; roll back without --to to end it first`);
      await tx.execute(sql`UPDATE release_state SET canary_version = NULL, canary_percent = NULL WHERE name = ${name}`);
      return audit(tx, { name, action: 'canary-end', from: entry.canary.version, to: entry.current, by, detail });
    }
    const target = request.to ?? rollbackTarget(entry, await readAudit(tx, { name }));
    if (!target)
      throw new ApiError(409, `${name} ${entry.current}: no earlier live version to roll back to (name one with --to)`);
    if (!entry.versions.includes(target))
      throw new ApiError(400, `${name} has no version ${target}. Published: ${entry.versions.join(', ')}`);
    if (target === entry.current) throw new ApiError(409, `${name} ${target} is already current`);
    await tx.execute(sql`UPDATE release_state SET current = ${target} WHERE name = ${name}`);
    return audit(tx, { name, action: 'rollback', from: entry.current, to: target, by, detail });
  });
}

/** The canary becomes current for everyone. */
export function promote(db: Database, request: { name: string; by: string; expected?: Expected }): Promise<AuditRecord> {
  const { name, by } = request;
  return change(db, name, request.expected, async ({ tx, entry: found }) => {
    const entry = known(name, found);
    if (!entry.canary) throw new ApiError(409, `${name} has no canary to promote (current: ${entry.current})`);
    const to = entry.canary.version;
    await tx.execute(
      sql`UPDATE release_state SET current = ${to}, canary_version = NULL, canary_percent = NULL WHERE name = ${name}`,
    );
    return audit(tx, { name, action: 'promote', from: entry.current, to, by });
  });
}

export interface CanaryRequest {
  name: string;
  by: string;
  /** A published version to serve to `percent` of shoppers; null ends the running canary. */
  version: string | null;
  percent?: number;
  detail?: string;
  expected?: Expected;
}

/** Starts a canary of a published version, changes its share, or ends it. */
export function setCanary(db: Database, request: CanaryRequest): Promise<AuditRecord> {
  const { name, by, version, percent } = request;
  return change(db, name, request.expected, async ({ tx, entry: found }) => {
    const entry = known(name, found);
    if (version === null) {
      if (!entry.canary) throw new ApiError(409, `${name} has no canary to end (current: ${entry.current})`);
      await tx.execute(sql`UPDATE release_state SET canary_version = NULL, canary_percent = NULL WHERE name = ${name}`);
      return audit(tx, { name, action: 'canary-end', from: entry.canary.version, to: entry.current, by, detail: request.detail });
    }
    if (percent === undefined) throw new ApiError(400, 'percent is required to start a canary');
    if (!entry.versions.includes(version))
      throw new ApiError(400, `${name} has no version ${version}. Published: ${entry.versions.join(', ')}`);
    if (entry.current === version)
      throw new ApiError(409, `${name} ${version} is already current; a canary needs a different build`);
    if (entry.canary && entry.canary.version !== version)
      throw new ApiError(409, `${name} has a canary running (${entry.canary.version}); promote or roll it back first`);
    await tx.execute(sql`UPDATE release_state SET canary_version = ${version}, canary_percent = ${percent} WHERE name = ${name}`);
    return audit(tx, { name, action: 'canary-start', from: entry.current, to: version, by, detail: `${percent}% of shoppers` });
  });
}
