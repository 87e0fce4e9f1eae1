// Whether the shell's or a remote's build still matches its sources: each production build records
// the hash of what it was made from (shared/webpack/build-sources.cjs); a build without that record,
// or whose sources hash differently now, is stale. `pnpm start` rebuilds what is stale before it
// publishes, so what a newcomer starts is what they wrote.
import fs from 'node:fs';
import path from 'node:path';
import { STAMP_FILE, sourcesHash } from '../../shared/webpack/build-sources.cjs';
import { REPO_ROOT } from './paths.ts';

export type Freshness = { fresh: true } | { fresh: false; reason: string };

const NOT_BUILT = 'not built yet';
const hasBuild = (freshness: Freshness) => freshness.fresh || freshness.reason !== NOT_BUILT;

/** `packageDir`'s build against its sources now; `repoRoot` holds shared/, runtime/ and the lockfile. */
export function buildFreshness(packageDir: string, repoRoot = REPO_ROOT): Freshness {
  const dist = path.join(packageDir, 'dist');
  // Every build records its contract (shared/webpack/federation-config.cjs): no contract, no build.
  if (!fs.existsSync(path.join(dist, 'contract.json'))) return { fresh: false, reason: NOT_BUILT };
  const stampFile = path.join(dist, STAMP_FILE);
  if (!fs.existsSync(stampFile)) return { fresh: false, reason: 'its build does not record its sources' };
  let recorded: unknown;
  try {
    recorded = (JSON.parse(fs.readFileSync(stampFile, 'utf8')) as { sources?: unknown }).sources;
  } catch {
    return { fresh: false, reason: `its ${STAMP_FILE} cannot be read` };
  }
  if (recorded !== sourcesHash(packageDir, repoRoot)) return { fresh: false, reason: 'sources changed since its build' };
  return { fresh: true };
}

/** True when `name` must be built before it is published, saying why. */
export function needsBuild(name: string, repoRoot = REPO_ROOT): boolean {
  const freshness = buildFreshness(path.join(repoRoot, name), repoRoot);
  if (freshness.fresh) return false;
  console.log(`${name}: ${freshness.reason}, ${hasBuild(freshness) ? 'rebuilding' : 'building'}`);
  return true;
}
