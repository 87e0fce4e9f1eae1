// One change to the registry at a time: the operator's commands, the ops page and the watcher may
// act together. A lock directory (mkdir is atomic); a lock older than STALE_MS was left by a crash.
import fs from 'node:fs';
import { DEPLOY_DIR } from './paths.ts';

const LOCK_DIR = `${DEPLOY_DIR}/.registry.lock`;
const STALE_MS = 30_000;
const WAIT_MS = 10_000;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

export function withRegistryLock<T>(work: () => T): T {
  fs.mkdirSync(DEPLOY_DIR, { recursive: true });
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(LOCK_DIR);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(LOCK_DIR, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) fs.rmSync(LOCK_DIR, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error('another release, rollback or promote is running; try again');
      else sleep(50);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}
