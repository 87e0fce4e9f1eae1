// Releases the shell and each remote the registry lacks, whose build is stale, whose current version
// is not in DEPLOY_DIR, or whose build was never published (built since the last start): what the Run
// command does before it starts the edge. Run by itself (tsx this file) it does the same against the
// api at API_URL, for a drill that starts its own edges.
import fs from 'node:fs';
import { needsBuild } from './build-freshness.ts';
import { RELEASABLE_NAMES } from './paths.ts';
import { hasBuild, versionDir, versionOf } from './publish.ts';
import { closeReleasePlane, releasePlane } from './release-plane.ts';
import { release } from '../release.ts';

/** The shell first: each remote's release is checked against the current shell. */
export async function releaseWhatIsMissing(): Promise<void> {
  const { registry } = await (await releasePlane()).registry();
  for (const name of RELEASABLE_NAMES) {
    const current = registry[name]?.current;
    const build = needsBuild(name);
    // An edited package is rebuilt and released, and a build made since (pnpm build) is released, so
    // what starts is what was written. A version an operator rolled back from was published: it stays back.
    const unpublished = !build && hasBuild(name) && !fs.existsSync(versionDir(name, versionOf(name)));
    if (!build && !unpublished && current && fs.existsSync(versionDir(name, current))) continue;
    await release(name, { build });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  releaseWhatIsMissing()
    .then(closeReleasePlane)
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error((error as Error).message);
        process.exit(1);
      },
    );
}
