// The Run command: build what is not built, release each remote the registry lacks, then serve the
// api and the edge server until Ctrl-C. The embedded database is created and seeded on first start.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, REPO_ROOT } from './lib/paths.ts';
import { startTs, stopAll, waitForUrl } from './lib/processes.ts';
import { versionDir } from './lib/publish.ts';
import { readRegistry } from './lib/registry.ts';
import { release } from './release.ts';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';

function buildShellIfMissing(): void {
  if (fs.existsSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'))) return;
  console.log('Building the shell...');
  execFileSync('pnpm', ['--filter', './shell', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

function releaseMissingRemotes(): void {
  const registry = readRegistry();
  for (const remote of REMOTE_NAMES) {
    const current = registry[remote]?.current;
    if (current && fs.existsSync(versionDir(remote, current))) continue;
    const built = fs.existsSync(path.join(REPO_ROOT, remote, 'dist', 'mf-manifest.json'));
    release(remote, { build: !built });
  }
}

async function main(): Promise<void> {
  buildShellIfMissing();
  releaseMissingRemotes();

  console.log(`Starting the api on 127.0.0.1:${apiPort}...`);
  // The api sits behind the edge: always on loopback, whatever HOST the edge is given.
  startTs('api', path.join(REPO_ROOT, 'api'), 'src/server.ts', { API_PORT: apiPort, HOST: '127.0.0.1' });
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`, 180_000);

  startTs('edge server', path.join(REPO_ROOT, 'shell'), 'server/main.ts', { PORT: port, API_PORT: apiPort });
  await waitForUrl(`http://127.0.0.1:${port}/registry.json`, 60_000);
  console.log(`\nThe store is ready at http://localhost:${port} (Ctrl-C stops it)\n`);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
main().catch((error: unknown) => {
  console.error(`The store could not start: ${(error as Error).message}`);
  stopAll(1);
});
