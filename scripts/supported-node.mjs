// Runs a command under the Node.js LTS the project supports (22). The README's commands start with
// whatever `node` the machine has; on one older than 22 this fetches the npm registry's `node`
// package (which installs the official binary from the registry's node-<platform> package) into
// .tools/node-22 once, and runs the command with it first on PATH, so every child process (pnpm,
// tsx, the servers, the tests) runs on it too. Plain JavaScript: it must run on the old Node.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SUPPORTED_MAJOR = 22;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolDir = path.join(root, '.tools', `node-${SUPPORTED_MAJOR}`);
const binDir = path.join(toolDir, 'node_modules', 'node', 'bin');

function supportedNodeBin() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= SUPPORTED_MAJOR) return undefined;
  if (!fs.existsSync(path.join(binDir, 'node'))) {
    console.log(
      `Node.js ${process.versions.node} is past its end of life; fetching Node.js ${SUPPORTED_MAJOR} from the npm registry's node package into .tools/ (once)...`,
    );
    fs.mkdirSync(toolDir, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', toolDir, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `node@${SUPPORTED_MAJOR}`],
      {
        stdio: 'inherit',
      },
    );
  }
  return binDir;
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/supported-node.mjs <command> [args...]');
  process.exit(2);
}
const bin = supportedNodeBin();
const env = bin ? { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` } : process.env;
const child = spawn(command, args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
