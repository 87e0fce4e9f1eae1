// The Run command: release the shell and each remote the registry lacks (building what is not
// built), then serve the api, the edge server and the release watcher until Ctrl-C. The embedded
// database is created and seeded on first start.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY_DIR, RELEASABLE_NAMES, REPO_ROOT } from './lib/paths.ts';
import { startTs, stopAll, waitForUrl } from './lib/processes.ts';
import { needsBuild } from './lib/build-freshness.ts';
import { versionDir } from './lib/publish.ts';
import { readRegistry } from './lib/registry.ts';
import { release } from './release.ts';
import { databaseKind, startupSummary } from './lib/startup-summary.ts';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
// The edge signs browsers' ids with it and the api checks them: one secret for both. Made per start
// when unset (ids signed before a restart are then replaced on the next page); production sets it.
const fieldEventsSecret = process.env.FIELD_EVENTS_SECRET?.trim() || randomBytes(32).toString('base64url');

/** The shell first: each remote's release is checked against the current shell. */
function releaseWhatIsMissing(): void {
  const registry = readRegistry();
  for (const name of RELEASABLE_NAMES) {
    const current = registry[name]?.current;
    const build = needsBuild(name);
    // An edited package is rebuilt and released, so what starts is what was written.
    if (!build && current && fs.existsSync(versionDir(name, current))) continue;
    release(name, { build });
  }
}

async function main(): Promise<void> {
  releaseWhatIsMissing();

  console.log(`Starting the api on 127.0.0.1:${apiPort}...`);
  // The api sits behind the edge: always on loopback, whatever HOST the edge is given.
  startTs('api', path.join(REPO_ROOT, 'api'), 'src/server.ts', {
    API_PORT: apiPort,
    HOST: '127.0.0.1',
    FIELD_EVENTS_SECRET: fieldEventsSecret,
    // Absolute: the api runs in api/ and counts field events only of the versions this registry holds.
    DEPLOY_DIR,
  });
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`, 180_000);

  startTs('edge server', path.join(REPO_ROOT, 'shell'), 'server/main.ts', {
    PORT: port,
    API_PORT: apiPort,
    FIELD_EVENTS_SECRET: fieldEventsSecret,
    DEPLOY_DIR,
  });
  await waitForUrl(`http://127.0.0.1:${port}/registry.json`, 60_000);
  // Beside the edge, not inside it: the edge only reads the registry, and a watcher that changes it
  // runs as one process however many edges serve the store.
  startTs('release watcher', path.join(REPO_ROOT, 'scripts'), 'watch-releases.ts', { API_PORT: apiPort });
  console.log(startupSummary({ port, apiPort, database: await databaseKind(apiPort) }));
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
main().catch((error: unknown) => {
  console.error(`The store could not start: ${(error as Error).message}`);
  stopAll(1);
});
