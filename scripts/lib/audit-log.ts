// deploy/audit.jsonl: every change of what shoppers get, from the command line, the ops page or the
// watcher, one JSON line each (who, what, when, from which version to which). It is also the history
// of what was current that rollback walks back through (rollback-target.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEPLOY_DIR } from './paths.ts';

export const AUDIT_FILE = path.join(DEPLOY_DIR, 'audit.jsonl');

export type AuditAction = 'release' | 'canary-start' | 'promote' | 'rollback' | 'canary-end';

export interface AuditRecord {
  at: string;
  by: string;
  remote: string;
  action: AuditAction;
  /** What was current (or, for canary-end, the canary's version) before. */
  from: string | null;
  /** What is current (or, for canary-start, the canary's version) after. */
  to: string | null;
  /** Canary share, or the figures behind an automatic rollback. */
  detail?: string;
}

/** Actions after which `to` is what every shopper gets. */
export const CHANGES_CURRENT: ReadonlySet<AuditAction> = new Set(['release', 'promote', 'rollback']);

export function defaultActor(): string {
  try {
    return process.env.USER || os.userInfo().username || 'unknown';
  } catch {
    return process.env.USER || 'unknown';
  }
}

export function appendAudit(record: Omit<AuditRecord, 'at'>, at = new Date()): AuditRecord {
  const full: AuditRecord = { at: at.toISOString(), ...record };
  fs.mkdirSync(path.dirname(AUDIT_FILE), { recursive: true });
  // One write with O_APPEND: lines from several processes never interleave.
  fs.appendFileSync(AUDIT_FILE, `${JSON.stringify(full)}\n`);
  return full;
}

/** Every record, oldest first; a line that is not a record (a torn write) is skipped. */
export function readAudit(): AuditRecord[] {
  if (!fs.existsSync(AUDIT_FILE)) return [];
  return fs
    .readFileSync(AUDIT_FILE, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (!line.trim()) return [];
      try {
        const record = JSON.parse(line) as AuditRecord;
        return typeof record.remote === 'string' && typeof record.action === 'string' ? [record] : [];
      } catch {
        return [];
      }
    });
}
