// pnpm dev: the api with reload, each remote's dev server (hot reload) and the shell's, with a
// registry that points at the dev servers instead of published versions.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { REMOTE_NAMES, REPO_ROOT } from './lib/paths.ts';
import { stopAll } from './lib/processes.ts';

const DEV_PORTS: Record<(typeof REMOTE_NAMES)[number], number> = {
  'mfe-catalog': 3001,
  'mfe-cart-checkout': 3002,
  'mfe-account': 3003,
  'mfe-content': 3004,
};

const registryFile = path.join(REPO_ROOT, '.dev', 'registry.json');
fs.mkdirSync(path.dirname(registryFile), { recursive: true });
fs.writeFileSync(
  registryFile,
  JSON.stringify(
    Object.fromEntries(
      REMOTE_NAMES.map((remote) => [
        remote,
        { current: 'dev', versions: ['dev'], entry: `http://localhost:${DEV_PORTS[remote]}/mf-manifest.json` },
      ]),
    ),
    null,
    2,
  ),
);

const children = [
  spawn('pnpm', ['--filter', './api', 'dev'], { cwd: REPO_ROOT, stdio: 'inherit' }),
  ...REMOTE_NAMES.map((remote) => spawn('pnpm', ['--filter', `./${remote}`, 'dev'], { cwd: REPO_ROOT, stdio: 'inherit' })),
  spawn('pnpm', ['--filter', './shell', 'dev'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, DEV_REGISTRY: registryFile },
  }),
];

console.log('Dev mode: the store is at http://localhost:3000 (remotes on 3001-3004, api on 4000). Ctrl-C stops everything.');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  stopAll(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
