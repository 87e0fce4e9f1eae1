// How many edge processes serve the one PORT (EDGE_WORKERS, default: this machine's cores). Read once,
// in the primary; the workers are told nothing else.
import os from 'node:os';

export const MAX_WORKERS = 64;

export function edgeWorkersFrom(env: NodeJS.ProcessEnv): number {
  const value = env.EDGE_WORKERS?.trim();
  if (!value) return os.availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS)
    throw new Error(`EDGE_WORKERS must be a whole number from 1 to ${MAX_WORKERS}, got "${env.EDGE_WORKERS}"`);
  return count;
}
