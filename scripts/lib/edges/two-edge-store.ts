// The store on many edges, on this machine: one api on a fresh PostgreSQL database (reached through a
// forwarder the caller can cut: tcp-cut-proxy.ts), the shell and the remotes released to its plane,
// two edges as processes of their own (edge-settings.ts) on one deploy folder, and nginx in front of
// both, passing a request a failing edge did not answer on to the other.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { releasePlaneClient, type ReleasePlane } from '../../../shared/src/release-registry/release-plane-client.ts';
import { startEdge, type EdgeProcess } from '../bench-store.ts';
import { startNginx, type RunningNginx } from '../nginx.ts';
import { REPO_ROOT } from '../paths.ts';
import { waitForUrl } from '../processes.ts';
import { freshDatabase, type SoakDatabase } from '../soak/soak-database.ts';
import { edgeSettings, type EdgeSlot } from './edge-settings.ts';
import { startCutProxy, type CutProxy } from './tcp-cut-proxy.ts';

const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

export interface StoreEdge extends EdgeSlot {
  /** http://127.0.0.1:<port> (its /metrics answers loopback). */
  url: string;
  /** Its own copy of what it runs from the asset store (EDGE_CACHE_DIR). */
  cacheDir: string;
  process: EdgeProcess;
  /** Starts it again after it stopped (a log of its own for each start). */
  restart(): Promise<void>;
}

export interface TwoEdgeStore {
  /** What an operator command needs to reach this store (API_PORT, DEPLOY_DIR). */
  env: Record<string, string>;
  apiUrl: string;
  /** The asset store every edge reads (ASSET_DIR), where `pnpm release` writes each version once. */
  assetDir: string;
  plane: ReleasePlane;
  edges: StoreEdge[];
  nginx: RunningNginx;
  databaseLink: CutProxy;
  opsToken: string;
  /** Stops every process and drops the database; the logs are kept in workDir when asked. */
  stop(options?: { keepLogs?: boolean }): Promise<void>;
}

export interface TwoEdgeOptions {
  /** nginx at it, the edges at +1 and +2, the api at +3. */
  basePort: number;
  /** The PostgreSQL server the fresh database is made on. */
  serverUrl: string;
  redisUrl: string;
  /** Logs, deploy folder and the edges' cache folders go under it (made fresh, removed by stop()). */
  workDir: string;
  /** Node flags per edge, by its name (e.g. --inspect for the bench's memory). */
  edgeNodeArgs?: (edge: EdgeSlot) => string[];
}

function runToEnd(script: string, env: Record<string, string>, log: string): Promise<void> {
  const child = spawn(TSX, [script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', fs.openSync(log, 'a'), 'inherit'],
  });
  return new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed (exit code ${code}); see ${log}`)))),
  );
}

function startApi(env: Record<string, string>, log: string) {
  const child = spawn(TSX, ['src/server.ts'], {
    cwd: path.join(REPO_ROOT, 'api'),
    env: { ...process.env, ...env },
    stdio: ['ignore', fs.openSync(log, 'a'), 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    stop: async () => {
      if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    },
  };
}

export async function startTwoEdgeStore(options: TwoEdgeOptions): Promise<TwoEdgeStore> {
  const { basePort, workDir } = options;
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const log = (name: string) => path.join(workDir, `${name}.log`);
  const cleanUps: Array<() => unknown> = [];
  const stop = async ({ keepLogs = false } = {}) => {
    for (const cleanUp of cleanUps.reverse()) await Promise.resolve(cleanUp()).catch(() => undefined);
    cleanUps.length = 0;
    fs.rmSync(path.join(workDir, 'deploy'), { recursive: true, force: true });
    if (!keepLogs) fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const database: SoakDatabase = await freshDatabase(options.serverUrl);
    cleanUps.push(() => database.drop());
    const server = new URL(database.url);
    const databaseLink = await startCutProxy({ host: server.hostname, port: Number(server.port || 5432) });
    cleanUps.push(() => databaseLink.close());
    const throughLink = new URL(database.url);
    throughLink.hostname = '127.0.0.1';
    throughLink.port = String(databaseLink.port);

    const apiPort = basePort + 3;
    const opsToken = randomBytes(24).toString('base64url');
    const env = {
      API_PORT: String(apiPort),
      DEPLOY_DIR: path.join(workDir, 'deploy'),
      FIELD_EVENTS_SECRET: randomBytes(32).toString('base64url'),
      REDIS_URL: options.redisUrl,
      STORE_ORIGINS: `http://127.0.0.1:${basePort}`,
      // Every shopper of the drill comes from loopback addresses: the api's per-address limit is not what is drilled.
      RATE_LIMIT_PER_IP: '10000000',
      LOG_LEVEL: 'warn',
    };
    const api = startApi({ ...env, HOST: '127.0.0.1', DATABASE_URL: throughLink.toString() }, log('api'));
    cleanUps.push(() => api.stop());
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await waitForUrl(`${apiUrl}/api/health`, 180_000);
    await runToEnd('scripts/lib/release-missing.ts', { ...env, API_URL: apiUrl }, log('releases'));

    const slots: EdgeSlot[] = [
      { name: 'A', port: basePort + 1 },
      { name: 'B', port: basePort + 2 },
    ];
    const edgeEnv = { ...env, OPS_TOKEN: opsToken };
    const settingsOf = (slot: EdgeSlot) => edgeSettings(edgeEnv, slot, workDir);
    const starts = new Map<string, number>();
    const launch = (slot: EdgeSlot) => {
      const start = (starts.get(slot.name) ?? 0) + 1;
      starts.set(slot.name, start);
      const edgeLog = log(`edge-${slot.name}${start > 1 ? `-start-${start}` : ''}`);
      return startEdge(settingsOf(slot), slot.port, edgeLog, {}, options.edgeNodeArgs?.(slot) ?? []);
    };
    const edges: StoreEdge[] = await Promise.all(
      slots.map(async (slot) => {
        const edge: StoreEdge = {
          ...slot,
          url: `http://127.0.0.1:${slot.port}`,
          cacheDir: settingsOf(slot).EDGE_CACHE_DIR!,
          process: await launch(slot),
          async restart() {
            edge.process = await launch(slot);
          },
        };
        cleanUps.push(async () => {
          edge.process.stop();
          await Promise.race([edge.process.exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        });
        return edge;
      }),
    );
    const nginx = await startNginx({
      port: basePort,
      upstreams: slots.map((slot) => `127.0.0.1:${slot.port}`),
      nextUpstream: 'error timeout http_502 http_503',
    });
    cleanUps.push(() => nginx.stop());
    const assetDir = settingsOf(slots[0]!).ASSET_DIR ?? path.join(env.DEPLOY_DIR, 'remotes');
    return { env, apiUrl, assetDir, plane: releasePlaneClient(apiUrl), edges, nginx, databaseLink, opsToken, stop };
  } catch (error) {
    await stop({ keepLogs: true });
    throw error;
  }
}
