// What /ops shows, read from the release plane (registry, each version's record, the audit log) and
// the api's field figures of the last hour.
import type { AuditRecord, ReleasePlane } from '@store/shared/release-registry';

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

export interface OpsState {
  remotes: OpsRemote[];
  audit: AuditRecord[];
  figuresError: string | null;
}

interface Figures {
  remote: string;
  version: string;
  views: number;
  errors: number;
  errorRate: number;
}

/** The newest records first. */
async function readAuditLog(plane: ReleasePlane, newest = 50): Promise<AuditRecord[]> {
  return (await plane.audit({ limit: newest })).reverse();
}

async function lastHourFigures(apiUrl: string): Promise<Figures[]> {
  const since = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  const response = await fetch(`${apiUrl}/internal/client-events/figures?since=${encodeURIComponent(since)}`, {
    signal: AbortSignal.timeout(3000),
  });
  if (!response.ok) throw new Error(`the api answered ${response.status}`);
  return ((await response.json()) as { versions: Figures[] }).versions;
}

export async function readOpsState(plane: ReleasePlane, apiUrl: string): Promise<OpsState> {
  const [{ registry, versions: records }, audit] = await Promise.all([plane.registry(), readAuditLog(plane)]);
  let figures: Figures[] = [];
  let figuresError: string | null = null;
  try {
    figures = await lastHourFigures(apiUrl);
  } catch (error) {
    figuresError = (error as Error).message;
  }
  const entries = Object.entries(registry).flatMap(([name, entry]) => (entry ? [[name, entry] as const] : []));
  const remotes = entries.map(([name, entry]): OpsRemote => ({
    name,
    current: entry.current,
    canary: entry.canary ?? null,
    versions: [...entry.versions].reverse().map((version) => {
      const info = records[name]?.[version];
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
  return { remotes, audit, figuresError };
}
