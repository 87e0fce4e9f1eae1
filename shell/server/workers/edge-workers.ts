// The edge as a cluster on one PORT (README § Running on several machines): the primary forks
// EDGE_WORKERS workers and supervises them (cluster-supervisor.ts); each worker runs the whole edge.
// SIGHUP to the primary replaces the workers one at a time; SIGINT or SIGTERM closes them, each
// finishing the requests it is answering.
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { superviseWorkers } from './cluster-supervisor';
import { answerMetricsAsks } from './cluster-metrics';
import { CLOSED_MESSAGE, isEdgeMessage } from './worker-messages';

/** Stops taking connections, finishes the requests in flight, lets go of what the edge holds. */
export type CloseEdge = () => Promise<void>;

function runPrimary(workers: number, env: NodeJS.ProcessEnv): void {
  const log = (message: string) => console.warn(`[edge] ${message}`);
  // Every worker signs browsers' ids alike (the workers inherit this environment): one secret per
  // edge when none is given, rather than one per worker that the others would not accept.
  if (!env.FIELD_EVENTS_SECRET?.trim() && env.NODE_ENV !== 'production')
    env.FIELD_EVENTS_SECRET = randomBytes(32).toString('base64url');
  answerMetricsAsks();
  const supervisor = superviseWorkers({ workers, log });
  supervisor.ready.then(
    () => {
      if (env.LOG_LEVEL === 'debug')
        console.log(`[edge] ${workers} workers (pid ${process.pid}; kill -HUP ${process.pid} restarts them one at a time)`);
    },
    // A worker that cannot start (no released shell, a port in use) says why; the edge stops.
    () => void supervisor.stop().then(() => process.exit(1)),
  );
  process.on('SIGHUP', () => {
    log('rolling restart: replacing the workers one at a time');
    supervisor.rollingRestart().then(
      () => log(`rolling restart done: workers ${supervisor.pids().join(', ')}`),
      (error: unknown) => log(`rolling restart stopped, the other workers keep serving: ${(error as Error).message}`),
    );
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void supervisor.stop().then(() => process.exit(0)));
}

async function serveAsWorker(start: () => Promise<CloseEdge>): Promise<void> {
  let close: CloseEdge;
  try {
    close = await start();
  } catch (error) {
    console.error(`The edge server could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  let closing: Promise<void> | null = null;
  const exit = (code: number) => {
    process.exitCode = code;
    // Leaving the channel lets the last answers to the primary go out; whatever still holds the
    // process open is cut short.
    if (process.connected) process.disconnect();
    setTimeout(() => process.exit(code), 1000).unref();
  };
  const closeOnce = () => {
    closing ??= close().then(
      () => (process.connected ? void process.send?.(CLOSED_MESSAGE) : exit(0)),
      (error: unknown) => {
        console.error(`The edge worker did not close cleanly: ${(error as Error).message}`);
        exit(1);
      },
    );
  };
  process.on('message', (message) => {
    if (isEdgeMessage(message, 'close')) closeOnce();
    if (isEdgeMessage(message, 'exit')) exit(0);
  });
  // The primary gone (killed), or a signal to the whole process group (Ctrl-C).
  process.on('disconnect', closeOnce);
  // With the primary gone first, closing the server still tells it over the dead channel (EPIPE):
  // nothing is left to tell, and the worker is closing anyway.
  cluster.worker?.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_IPC_CHANNEL_CLOSED') throw error;
  });
  process.on('SIGINT', closeOnce);
  process.on('SIGTERM', closeOnce);
}

/** In the primary: forks and supervises `workers` workers. In a worker: starts the edge with `start`. */
export function runEdgeWorkers(start: () => Promise<CloseEdge>, workers: number, env: NodeJS.ProcessEnv = process.env): void {
  if (cluster.isPrimary) runPrimary(workers, env);
  else void serveAsWorker(start);
}
