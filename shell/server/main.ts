// Starts the edge server on PORT (default 3000), in EDGE_WORKERS processes (workers/edge-workers.ts),
// with the settings read once from the environment (edge-settings.ts).
import { Redis } from 'ioredis';
import path from 'node:path';
import { createEdgeServer } from './edge-server';
import { edgeSettingsFrom, type EdgeSettings } from './edge-settings';
import { runEdgeWorkers, type CloseEdge } from './workers/edge-workers';
import { gracefulClose } from './workers/graceful-close';

const repoRoot = path.resolve(__dirname, '../..');

function settingsOrExit(): EdgeSettings {
  try {
    return edgeSettingsFrom(process.env, repoRoot);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

async function main(settings: EdgeSettings): Promise<CloseEdge> {
  // Failed /ops logins are counted across every edge process when they share a Redis.
  const redis = settings.redisUrl ? new Redis(settings.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
  const app = await createEdgeServer({
    fieldEventsSecret: settings.fieldEventsSecret,
    redis,
    deployDir: settings.deployDir,
    assets: settings.assets,
    apiUrl: settings.apiUrl,
    logger: settings.logger,
    ops: {
      token: settings.opsToken,
      scriptsDir: path.join(repoRoot, 'scripts'),
      tsx: path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    },
    formActions: settings.formActions,
    publicOrigin: settings.publicOrigin,
    trustedProxies: settings.trustedProxies,
    bodyLimits: settings.bodyLimits,
    serverRender: settings.serverRender,
  });
  const close = gracefulClose(app);
  await app.listen({ port: settings.port, host: settings.host });
  if (settings.logLevel === 'debug') {
    const where =
      settings.host === '127.0.0.1'
        ? ' (this machine only; HOST=0.0.0.0 serves the network)'
        : ` (listening on ${settings.host})`;
    console.log(`The edge is at http://localhost:${settings.port}${where}`);
  }
  return async () => {
    await close();
    await redis?.quit();
  };
}

// Read in the primary (a wrong setting stops the start before any worker) and again in each worker,
// whose environment is the primary's.
const settings = settingsOrExit();
runEdgeWorkers(() => main(settings), settings.workers);
