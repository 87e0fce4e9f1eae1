// The store as the benchmarks serve it: the Run command (scripts/start.ts) on the bench's own ports
// and deploy folder, built first when a build is missing.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, REPO_ROOT } from './paths.ts';
import net from 'node:net';
import { waitForUrl } from './processes.ts';

export interface BenchStore {
  origin: string;
  stop(): void;
}

/** Whether the store in `root` (a checkout of this repository) has every build. */
export function isBuilt(root = REPO_ROOT): boolean {
  const outputs = [
    path.join(root, 'shell', 'dist', 'index.html'),
    ...REMOTE_NAMES.map((remote) => path.join(root, remote, 'dist', 'mf-manifest.json')),
  ];
  return outputs.every((file) => fs.existsSync(file));
}

export function buildIfNeeded(): void {
  if (isBuilt()) return;
  console.log('Building the store...');
  execFileSync('pnpm', ['build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Starts the store with `env` (PORT, API_PORT, DEPLOY_DIR, ...), a fresh deploy folder so today's builds
 * are released; `root`: another checkout's store (an earlier commit, built there), for an A/B.
 */
export async function startStore(env: Record<string, string>, log: string, root = REPO_ROOT): Promise<BenchStore> {
  // A store still answering there (one a stopped bench left running) would be measured in this one's place.
  for (const port of [env.PORT, env.API_PORT]) if (port) await portFree(Number(port));
  if (env.DEPLOY_DIR) fs.rmSync(env.DEPLOY_DIR, { recursive: true, force: true });
  let stopping = false;
  const child: ChildProcess = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', fs.openSync(log, 'w'), 'inherit'],
    detached: true,
  });
  child.on('exit', (code) => {
    if (!stopping) console.error(`The store stopped (exit code ${code}); its output is in ${log}`);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // start.ts stops the api and the edge on SIGTERM; its group is signalled in case it cannot.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  try {
    await waitForUrl(`http://127.0.0.1:${env.PORT}/registry.json`, 300_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin: `http://localhost:${env.PORT}`, stop };
}

export interface EdgeProcess extends BenchStore {
  /** Signals the edge's whole process group (its primary and workers) at once, as a machine's end would. */
  kill(signal: NodeJS.Signals): void;
  /** Settles when the edge's process has exited. */
  exited: Promise<void>;
  /** Its process group (the primary and its workers). */
  groupId: number;
}

/**
 * A second edge on the store's deploy folder and api with `settings` over the store's (e.g.
 * SERVER_RENDER=off, the plain shell page, to measure the server render against). On `port`, stopped
 * with stop(); `nodeArgs` go to its node (e.g. --inspect).
 */
export async function startEdge(
  env: Record<string, string>,
  port: number,
  log: string,
  settings: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<EdgeProcess> {
  // The edge before it on this port is told to stop, not waited for: a new one would find the port taken.
  await portFree(port);
  const child = spawn(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [...nodeArgs, 'server/main.ts'], {
    cwd: path.join(REPO_ROOT, 'shell'),
    env: { ...process.env, ...env, ...settings, PORT: String(port) },
    stdio: ['ignore', fs.openSync(log, 'w'), 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = (signal: NodeJS.Signals) => {
    if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, signal);
  };
  const stop = () => kill('SIGTERM');
  try {
    await waitForUrl(`http://127.0.0.1:${port}/registry.json`, 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin: `http://localhost:${port}`, stop, kill, exited, groupId: child.pid ?? -1 };
}

export function startShellOnlyEdge(env: Record<string, string>, port: number, log: string): Promise<BenchStore> {
  return startEdge(env, port, log, { SERVER_RENDER: 'off' });
}

/** The model id of the most popular product of a category, for a product page to measure. */
export async function firstModelOf(origin: string, category: string): Promise<string> {
  const response = await fetch(`${origin}/api/excel-data?field=Categories&value=${encodeURIComponent(category)}`, {
    method: 'POST',
  });
  const products = (await response.json()) as Array<{ Model?: string }>;
  const model = products[0]?.Model?.split('/')[0];
  if (!model) throw new Error(`No ${category} product to benchmark a product page with`);
  return model;
}

/** Settles once nothing listens on 127.0.0.1:port (within 30 s). */
async function portFree(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const taken = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.destroy() !== undefined));
      socket.once('error', () => resolve(false));
    });
    if (!taken) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `127.0.0.1:${port} is still taken after 30 s: stop what listens there (a store an earlier bench left running?)`,
  );
}
