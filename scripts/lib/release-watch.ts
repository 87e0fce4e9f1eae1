// One look of the release watcher at every name in the registry: a canary is compared with the
// current version over the time since the canary started; a version released (or promoted) within
// the guard period is compared with the version before it over that version's last hour before the
// change. A version judged worse is taken away from shoppers (canary ended, or rolled back) and the
// figures go to the audit log and the returned lines.
import { CHANGES_CURRENT } from '../../shared/src/release-registry/release-registry.ts';
import { judge, type Sample } from './error-rate-judge.ts';
import { rollbackRemote } from './operations.ts';
import { releasePlane } from './release-plane.ts';
import type { WatchConfig } from './watch-config.ts';

/** The api's figures of a version: distinct browsers, capped by the pages the edge served. */
export interface VersionFigures {
  remote: string;
  version: string;
  /** Browsers that tried to show the version (showed it, or failed to load it). */
  attempts: number;
  /** Browsers for which it went wrong. */
  errors: number;
}

export type FetchFigures = (since: Date, until?: Date) => Promise<VersionFigures[]>;

export const WATCHER = 'release watcher';
const HOUR_MS = 60 * 60 * 1000;

function sampleOf(figures: VersionFigures[], remote: string, version: string): Sample {
  const found = figures.find((entry) => entry.remote === remote && entry.version === version);
  return found ? { attempts: found.attempts, errors: found.errors } : { attempts: 0, errors: 0 };
}

export async function watchOnce(config: WatchConfig, fetchFigures: FetchFigures, now = new Date()): Promise<string[]> {
  const lines: string[] = [];
  const plane = await releasePlane();
  const [{ registry }, audit] = await Promise.all([plane.registry(), plane.audit()]);
  for (const [remote, entry] of Object.entries(registry)) {
    if (!entry) continue;
    const records = audit.filter((record) => record.remote === remote);
    if (entry.canary) {
      const { version } = entry.canary;
      const started = records.findLast((record) => record.action === 'canary-start' && record.to === version);
      const since = started ? new Date(started.at) : new Date(now.getTime() - HOUR_MS);
      const figures = await fetchFigures(since);
      const verdict = judge(sampleOf(figures, remote, version), sampleOf(figures, remote, entry.current), config);
      if (!verdict.worse) continue;
      const detail = `automatic: canary ${verdict.figures} on ${entry.current}`;
      await rollbackRemote(remote, { by: WATCHER, detail, expect: { current: entry.current, canary: version } });
      lines.push(`${remote}: canary ${version} ended, every shopper is back on ${entry.current}. ${detail}`);
      continue;
    }
    const last = records.findLast((record) => CHANGES_CURRENT.has(record.action));
    if (!last || last.action === 'rollback' || last.to !== entry.current || !last.from || last.from === entry.current) continue;
    const changedAt = new Date(last.at);
    if (now.getTime() - changedAt.getTime() > config.releaseGuardMs) continue;
    const [after, before] = await Promise.all([
      fetchFigures(changedAt),
      fetchFigures(new Date(changedAt.getTime() - HOUR_MS), changedAt),
    ]);
    const verdict = judge(sampleOf(after, remote, entry.current), sampleOf(before, remote, last.from), config);
    if (!verdict.worse) continue;
    const detail = `automatic: ${entry.current} ${verdict.figures} on ${last.from} in its last hour`;
    await rollbackRemote(remote, { by: WATCHER, to: last.from, detail, expect: { current: entry.current } });
    lines.push(`${remote}: ${entry.current} rolled back to ${last.from}. ${detail}`);
  }
  return lines;
}

export function figuresFromApi(apiUrl: string): FetchFigures {
  return async (since, until) => {
    const query = new URLSearchParams({ since: since.toISOString(), ...(until ? { until: until.toISOString() } : {}) });
    const response = await fetch(`${apiUrl}/internal/client-events/figures?${query.toString()}`);
    if (!response.ok) throw new Error(`the api answered ${response.status} for the figures`);
    return ((await response.json()) as { versions: VersionFigures[] }).versions;
  };
}
