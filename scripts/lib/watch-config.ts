// Settings of the release watcher (scripts/watch-releases.ts). The defaults are justified by
// scripts/lib/error-rate-judge.test.ts: a healthy canary watched for its whole life is almost never
// ended, one that fails for a fifth of its shoppers is ended within its first 50-100 views. The
// margin (5 points) is policy: a smaller regression is left for the operator to judge on /ops.
export interface WatchConfig {
  /** A canary (or new release) is judged only once it has this many views. */
  minViews: number;
  /** ...and ended only when its error rate exceeds the baseline's by at least this much (0.05 = 5 points)... */
  margin: number;
  /** ...and the difference is this many standard errors away from chance (two-proportion z-test). */
  minZ: number;
  intervalMs: number;
  /** A full release is compared with the previous version for this long after it went live. */
  releaseGuardMs: number;
  apiUrl: string;
}

export const WATCH_DEFAULTS: Readonly<Omit<WatchConfig, 'apiUrl'>> = {
  minViews: 50,
  margin: 0.05,
  minZ: 4,
  intervalMs: 30_000,
  releaseGuardMs: 60 * 60 * 1000,
};

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${name} must be a number from ${min} to ${max}, got "${raw}"`);
  return value;
}

export function loadWatchConfig(env: NodeJS.ProcessEnv = process.env): WatchConfig {
  return {
    minViews: number(env, 'WATCH_MIN_VIEWS', WATCH_DEFAULTS.minViews, 1, 1_000_000),
    margin: number(env, 'WATCH_MARGIN_POINTS', WATCH_DEFAULTS.margin * 100, 0, 100) / 100,
    minZ: number(env, 'WATCH_MIN_Z', WATCH_DEFAULTS.minZ, 0, 20),
    intervalMs: number(env, 'WATCH_INTERVAL_MS', WATCH_DEFAULTS.intervalMs, 200, 3_600_000),
    releaseGuardMs: number(env, 'WATCH_RELEASE_GUARD_MS', WATCH_DEFAULTS.releaseGuardMs, 0, 7 * 86_400_000),
    apiUrl: `http://127.0.0.1:${env.API_PORT ?? 4000}`,
  };
}
