// The Run command: serve the api (which owns the release plane), release the shell and each remote
// the registry lacks (building what is not built), then serve the edge server and the release
// watcher until Ctrl-C. The embedded database is created and seeded on first start.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEPLOY_DIR, REPO_ROOT } from './lib/paths.ts';
import { startTs, stopAll, waitForUrl } from './lib/processes.ts';
import { releasePlaneClient } from '../shared/src/release-registry/release-plane-client.ts';
import { setReleasePlane } from './lib/release-plane.ts';
import { releaseWhatIsMissing } from './lib/release-missing.ts';
import { databaseKind, startupSummary } from './lib/startup-summary.ts';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
// The edge signs browsers' ids with it and the api checks them: one secret for both. Made per start
// when unset (ids signed before a restart are then replaced on the next page); production sets it.
const fieldEventsSecret = process.env.FIELD_EVENTS_SECRET?.trim() || randomBytes(32).toString('base64url');

async function main(): Promise<void> {
  console.log(`Starting the api on 127.0.0.1:${apiPort}...`);
  // The api sits behind the edge: always on loopback, whatever HOST the edge is given.
  startTs('api', path.join(REPO_ROOT, 'api'), 'src/server.ts', {
    API_PORT: apiPort,
    HOST: '127.0.0.1',
    FIELD_EVENTS_SECRET: fieldEventsSecret,
    // Absolute: the api runs in api/; on its first start it imports this folder's registry.json.
    DEPLOY_DIR,
  });
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`, 180_000);
  setReleasePlane(releasePlaneClient(`http://127.0.0.1:${apiPort}`));
  await releaseWhatIsMissing();

  startTs('edge server', path.join(REPO_ROOT, 'shell'), 'server/main.ts', {
    PORT: port,
    API_PORT: apiPort,
    FIELD_EVENTS_SECRET: fieldEventsSecret,
    DEPLOY_DIR,
  });
  await waitForUrl(`http://127.0.0.1:${port}/registry.json`, 60_000);
  // Beside the edge, not inside it: the edge only reads the registry; the watcher changes it, and only
  // the holder of the plane's watch lease does, however many edges serve the store.
  startTs('release watcher', path.join(REPO_ROOT, 'scripts'), 'watch-releases.ts', { API_PORT: apiPort });
  console.log(startupSummary({ port, apiPort, database: await databaseKind(apiPort) }));
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
main().catch((error: unknown) => {
  console.error(`The store could not start: ${(error as Error).message}`);
  stopAll(1);
});
