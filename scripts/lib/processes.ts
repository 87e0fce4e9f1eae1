// Child processes of the Run command, stopped together.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const children: ChildProcess[] = [];

export function startTs(name: string, cwd: string, script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(TSX, [script], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the store.`);
    stopAll(code ?? 1);
  });
  return child;
}

let stopping = false;
export function stopAll(exitCode = 0): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(exitCode), 1500).unref();
}

export async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
