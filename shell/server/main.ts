// Starts the edge server on PORT (default 3000), in EDGE_WORKERS processes (workers/edge-workers.ts).
import { Redis } from 'ioredis';
import path from 'node:path';
import { admissionFrom } from './admission/admission-settings';
import { assetSettingsFrom, type AssetSettings } from './assets/asset-settings';
import { createEdgeServer } from './edge-server';
import { pageCacheFrom } from './page-cache/page-cache-settings';
import { edgeLogger } from './edge-logger';
import { listenHost } from './listen-address';
import { paymentFormOrigins } from './payment-form-origins';
import { publicOrigin } from './seo/public-origin';
import { runEdgeWorkers, type CloseEdge } from './workers/edge-workers';
import { gracefulClose } from './workers/graceful-close';
import { trustedProxiesFrom } from './trusted-proxies';

const repoRoot = path.resolve(__dirname, '../..');
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}

function assetSettings(deployDir: string): AssetSettings {
  try {
    return assetSettingsFrom(process.env, deployDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const deployDir = path.resolve(process.env.DEPLOY_DIR ?? path.join(repoRoot, 'deploy'));
// ASSET_DIR (default DEPLOY_DIR/remotes), ASSET_ORIGIN (default this edge) and EDGE_CACHE_DIR, told before any worker starts.
const assets = assetSettings(deployDir);

/**
 * FIELD_EVENTS_SECRET, the same on the api and every edge: the Run command makes one per start when
 * it is unset; in production it must be set, at least 32 characters.
 */
function fieldEventsSecret(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env.FIELD_EVENTS_SECRET?.trim();
  if (secret && secret.length >= 32) return secret;
  if (secret || env.NODE_ENV === 'production') {
    console.error('FIELD_EVENTS_SECRET must be set to at least 32 characters (the same on the api and every edge)');
    process.exit(1);
  }
  return undefined;
}

function sectionBudget(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) {
    console.error(`SECTION_BUDGET_MS must be a whole number of milliseconds, got "${value}"`);
    process.exit(1);
  }
  return ms;
}

async function main(): Promise<CloseEdge> {
  // Failed /ops logins are counted across every edge process when they share a Redis.
  const redis = process.env.REDIS_URL
    ? new Redis(process.env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  const app = await createEdgeServer({
    fieldEventsSecret: fieldEventsSecret(process.env),
    redis,
    deployDir,
    assets,
    apiUrl: `http://127.0.0.1:${process.env.API_PORT ?? 4000}`,
    logger: edgeLogger(process.env),
    ops: {
      token: process.env.OPS_TOKEN?.trim() || undefined,
      scriptsDir: path.join(repoRoot, 'scripts'),
      tsx: path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    },
    formActions: paymentFormOrigins(process.env),
    publicOrigin: publicOrigin(process.env),
    trustedProxies: trustedProxiesFrom(process.env),
    // SERVER_RENDER=off serves the plain shell page; SECTION_BUDGET_MS is a section's time on the server;
    // SERVER_RENDERS_IN_FLIGHT, SERVER_RENDERS_PER_ADDRESS and PAGES_OVER_SHARE_PER_ADDRESS its admission;
    // PAGE_CACHE_BYTES, PAGE_CACHE_FRESH_MS and PAGE_CACHE_STALE_MS the catalogue pages it keeps.
    serverRender:
      process.env.SERVER_RENDER === 'off'
        ? false
        : {
            budgetMs: sectionBudget(process.env.SECTION_BUDGET_MS),
            admission: admissionFrom(process.env),
            pageCache: pageCacheFrom(process.env),
          },
  });
  const close = gracefulClose(app);
  const host = listenHost(process.env);
  await app.listen({ port, host });
  if (process.env.LOG_LEVEL === 'debug') {
    console.log(
      `The edge is at http://localhost:${port}${host === '127.0.0.1' ? ' (this machine only; HOST=0.0.0.0 serves the network)' : ` (listening on ${host})`}`,
    );
  }
  return async () => {
    await close();
    await redis?.quit();
  };
}

runEdgeWorkers(main);
