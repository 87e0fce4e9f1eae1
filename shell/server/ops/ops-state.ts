// What /ops shows, read from the deploy folder (registry, each version's release.json, the audit
// log) and the api's field figures of the last hour.
import fs from 'node:fs';
import path from 'node:path';

export interface OpsVersion {
  version: string;
  builtAt: string | null;
  jsGzipBytes: number | null;
  views: number;
  errors: number;
  errorRate: number | null;
}

export interface OpsRemote {
  name: string;
  current: string;
  canary: { version: string; percent: number } | null;
  versions: OpsVersion[];
}

export interface OpsAuditRecord {
  at: string;
  by: string;
  remote: string;
  action: string;
  from: string | null;
  to: string | null;
  detail?: string;
}

export interface OpsState {
  remotes: OpsRemote[];
  audit: OpsAuditRecord[];
  figuresError: string | null;
}

interface Figures {
  remote: string;
  version: string;
  views: number;
  errors: number;
  errorRate: number;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

export function readAuditLog(deployDir: string, newest = 50): OpsAuditRecord[] {
  let text = '';
  try {
    text = fs.readFileSync(path.join(deployDir, 'audit.jsonl'), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .flatMap((line) => {
      try {
        const record = JSON.parse(line) as OpsAuditRecord;
        return typeof record.remote === 'string' ? [record] : [];
      } catch {
        return [];
      }
    })
    .slice(-newest)
    .reverse();
}

async function lastHourFigures(apiUrl: string): Promise<Figures[]> {
  const since = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  const response = await fetch(`${apiUrl}/internal/client-events/figures?since=${encodeURIComponent(since)}`, {
    signal: AbortSignal.timeout(3000),
  });
  if (!response.ok) throw new Error(`the api answered ${response.status}`);
  return ((await response.json()) as { versions: Figures[] }).versions;
}

export async function readOpsState(deployDir: string, apiUrl: string): Promise<OpsState> {
  const registry =
    readJson<Record<string, { current: string; versions: string[]; canary?: { version: string; percent: number } }>>(
      path.join(deployDir, 'registry.json'),
    ) ?? {};
  let figures: Figures[] = [];
  let figuresError: string | null = null;
  try {
    figures = await lastHourFigures(apiUrl);
  } catch (error) {
    figuresError = (error as Error).message;
  }
  const entries = Object.entries(registry).filter(
    ([, entry]) => typeof entry?.current === 'string' && Array.isArray(entry.versions),
  );
  const remotes = entries.map(([name, entry]): OpsRemote => ({
    name,
    current: entry.current,
    canary: entry.canary ?? null,
    versions: [...entry.versions].reverse().map((version) => {
      const info = readJson<{ builtAt?: string; jsGzipBytes?: number }>(
        path.join(deployDir, 'remotes', name, version, 'release.json'),
      );
      const seen = figures.find((row) => row.remote === name && row.version === version);
      return {
        version,
        builtAt: info?.builtAt ?? null,
        jsGzipBytes: info?.jsGzipBytes ?? null,
        views: seen?.views ?? 0,
        errors: seen?.errors ?? 0,
        errorRate: seen ? seen.errorRate : null,
      };
    }),
  }));
  return { remotes, audit: readAuditLog(deployDir), figuresError };
}
