// The store as the benchmarks serve it: the Run command (scripts/start.ts) on the bench's own ports
// and deploy folder, built first when a build is missing.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, REPO_ROOT } from './paths.ts';
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

/**
 * A second edge on the store's deploy folder and api with `settings` over the store's (e.g.
 * SERVER_RENDER=off, the plain shell page, to measure the server render against). On `port`, stopped with stop().
 */
export async function startEdge(
  env: Record<string, string>,
  port: number,
  log: string,
  settings: Record<string, string>,
): Promise<BenchStore> {
  const child = spawn(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: path.join(REPO_ROOT, 'shell'),
    env: { ...process.env, ...env, ...settings, PORT: String(port) },
    stdio: ['ignore', fs.openSync(log, 'w'), 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  try {
    await waitForUrl(`http://127.0.0.1:${port}/registry.json`, 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin: `http://localhost:${port}`, stop };
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
