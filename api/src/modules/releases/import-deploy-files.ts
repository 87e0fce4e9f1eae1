// A store released before the plane kept its registry in DEPLOY_DIR/registry.json and its history in
// audit.jsonl. On the first start with empty release tables both are imported in one transaction,
// history and times kept, and renamed to *.imported so the import happens once. Each version's
// release.json, contract.json and files.json (its content hash) are read from its folder when there.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/database.js';
import { CHANGES_CURRENT, type AuditAction } from './release-types.js';

const ACTIONS: ReadonlySet<string> = new Set<AuditAction>([...CHANGES_CURRENT, 'canary-start', 'canary-end']);

interface FileEntry {
  current?: unknown;
  versions?: unknown;
  canary?: { version?: unknown; percent?: unknown };
}

interface FileAudit {
  at?: unknown;
  by?: unknown;
  remote?: unknown;
  action?: unknown;
  from?: unknown;
  to?: unknown;
  detail?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function auditLines(file: string): FileAudit[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const record = JSON.parse(line) as FileAudit;
        return typeof record.remote === 'string' && ACTIONS.has(String(record.action)) && typeof record.by === 'string'
          ? [record]
          : [];
      } catch {
        return [];
      }
    });
}

function versionInfo(deployDir: string, name: string, version: string) {
  const dir = path.join(deployDir, 'remotes', name, version);
  const release = (readJson(path.join(dir, 'release.json')) ?? {}) as Record<string, unknown>;
  const contract = readJson(path.join(dir, 'contract.json'));
  const manifest = path.join(dir, 'files.json');
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    builtAt: text(release.builtAt),
    files: number(release.files),
    jsBytes: number(release.jsBytes),
    jsGzipBytes: number(release.jsGzipBytes),
    contentHash: fs.existsSync(manifest) ? createHash('sha256').update(fs.readFileSync(manifest)).digest('hex') : null,
    contract: typeof contract === 'object' && contract !== null ? JSON.stringify(contract) : null,
  };
}

export interface ImportResult {
  names: number;
  auditRecords: number;
}

/** Imports the deploy folder's files when the release tables are empty; null when there was nothing to do. */
export async function importDeployFiles(db: Database, deployDir: string): Promise<ImportResult | null> {
  const registryFile = path.join(deployDir, 'registry.json');
  const auditFile = path.join(deployDir, 'audit.jsonl');
  if (!fs.existsSync(registryFile)) return null;
  const parsed = readJson(registryFile);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${registryFile} is not a registry; fix or remove it and start again`);

  const result = await db.transaction(async (tx) => {
    const [held] = await rows<{ n: number }>(
      tx,
      sql`SELECT (SELECT count(*) FROM release_state) + (SELECT count(*) FROM release_audit) AS n`,
    );
    if (Number(held?.n) > 0) return null;
    let lastId = 0;
    const records = auditLines(auditFile);
    for (const record of records) {
      const at = text(record.at) && !Number.isNaN(Date.parse(String(record.at))) ? String(record.at) : new Date().toISOString();
      const [row] = await rows<{ id: number }>(
        tx,
        sql`INSERT INTO release_audit (at, name, action, from_version, to_version, by, detail)
            VALUES (${at}::timestamptz, ${String(record.remote)}, ${String(record.action)}, ${text(record.from)},
              ${text(record.to)}, ${String(record.by)}, ${text(record.detail)})
            RETURNING id`,
      );
      lastId = Number(row?.id ?? lastId);
    }
    let names = 0;
    for (const [name, value] of Object.entries(parsed as Record<string, FileEntry>)) {
      const current = text(value?.current);
      if (!current) continue;
      const versions = Array.isArray(value?.versions) ? value.versions.filter((v): v is string => typeof v === 'string') : [];
      if (!versions.includes(current)) versions.push(current);
      for (const version of versions) {
        const info = versionInfo(deployDir, name, version);
        await tx.execute(
          sql`INSERT INTO release_versions (name, version, built_at, files, js_bytes, js_gzip_bytes, content_hash, contract)
              VALUES (${name}, ${version}, ${info.builtAt}, ${info.files}, ${info.jsBytes}, ${info.jsGzipBytes},
                ${info.contentHash}, ${info.contract}::jsonb)
              ON CONFLICT (name, version) DO NOTHING`,
        );
      }
      const canary = text(value?.canary?.version);
      const percent = typeof value?.canary?.percent === 'number' ? value.canary.percent : null;
      const live = canary && percent !== null && versions.includes(canary);
      await tx.execute(
        sql`INSERT INTO release_state (name, current, canary_version, canary_percent, change_id)
            VALUES (${name}, ${current}, ${live ? canary : null}, ${live ? percent : null}, ${lastId})`,
      );
      names += 1;
    }
    return { names, auditRecords: records.length };
  });
  if (!result) return null;
  fs.renameSync(registryFile, `${registryFile}.imported`);
  if (fs.existsSync(auditFile)) fs.renameSync(auditFile, `${auditFile}.imported`);
  return result;
}
