// The primary of the edge's cluster: it forks the workers that share PORT and renders nothing itself.
// A worker that stops on its own is forked again after a back-off that doubles while workers keep
// dying young, so a crash loop does not spin. A rolling restart replaces the workers one at a time:
// the new one listens before the old one is asked to close, and the old one finishes what it is
// answering before it exits, so no request is dropped.
import cluster, { type Worker } from 'node:cluster';
import { CLOSE_MESSAGE, EXIT_MESSAGE, isEdgeMessage } from './worker-messages';

export interface SupervisorOptions {
  workers: number;
  log: (message: string) => void;
  /** The wait before forking again after a crash, doubled per crash of a worker younger than stableMs. */
  restartMs?: number;
  maxRestartMs?: number;
  stableMs?: number;
  /** How long a closing worker may take to finish its requests before it is killed. */
  closeGraceMs?: number;
}

export interface Supervisor {
  /** Settles when the first workers listen; rejects when one of them stops before it does. */
  ready: Promise<void>;
  /** Replaces every worker, one at a time; a call while one runs joins it. */
  rollingRestart(): Promise<void>;
  /** Closes every worker (each finishes its requests) and forks no more. */
  stop(): Promise<void>;
  /** The workers listening now (not those closing). */
  pids(): number[];
}

interface Forked {
  worker: Worker;
  listening: Promise<void>;
}

export function superviseWorkers({
  workers,
  log,
  restartMs = 250,
  maxRestartMs = 30_000,
  stableMs = 60_000,
  closeGraceMs = 30_000,
}: SupervisorOptions): Supervisor {
  const serving = new Set<Worker>();
  const listened = new Set<Worker>();
  /** Asked to close, or a replacement that never listened: never forked again. */
  const leaving = new Set<Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  let youngCrashes = 0;
  let stopping = false;
  let rolling: Promise<void> | null = null;

  function onExit(worker: Worker, startedAt: number, code: number | null, signal: string | null): void {
    serving.delete(worker);
    listened.delete(worker);
    if (leaving.delete(worker) || stopping) return;
    youngCrashes = Date.now() - startedAt < stableMs ? youngCrashes + 1 : 1;
    const delay = Math.min(maxRestartMs, restartMs * 2 ** (youngCrashes - 1));
    log(`edge worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); a new one starts in ${delay} ms`);
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    restarts.add(timer);
  }

  /** A replacement that stops before it listens is not forked again: the worker it was to replace stays. */
  function fork(replacement = false): Forked {
    const worker = cluster.fork();
    const startedAt = Date.now();
    serving.add(worker);
    if (replacement) leaving.add(worker);
    const listening = new Promise<void>((resolve, reject) => {
      worker.once('listening', () => {
        listened.add(worker);
        leaving.delete(worker);
        resolve();
      });
      worker.once('exit', (code, signal) =>
        reject(new Error(`edge worker ${worker.process.pid} stopped before it listened (${signal ?? `exit code ${code}`})`)),
      );
    });
    listening.catch(() => undefined);
    worker.on('exit', (code, signal) => onExit(worker, startedAt, code, signal));
    worker.on('message', (message: unknown) => {
      if (isEdgeMessage(message, 'closed')) tell(worker, EXIT_MESSAGE);
    });
    return { worker, listening };
  }

  /**
   * A message to a worker that may have died a moment ago (a whole process group stopped at once):
   * its channel still looks open, and a send without a callback would throw EPIPE in the primary.
   * What it cannot hear, SIGTERM says; its 'exit' (or close's SIGKILL) ends the wait either way.
   */
  function tell(worker: Worker, message: object): void {
    if (!worker.isConnected()) return void worker.process.kill('SIGTERM');
    worker.send(message, (error: Error | null) => {
      if (error && !worker.isDead()) worker.process.kill('SIGTERM');
    });
  }

  function close(worker: Worker): Promise<void> {
    leaving.add(worker);
    serving.delete(worker);
    return new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      const kill = setTimeout(() => worker.process.kill('SIGKILL'), closeGraceMs);
      worker.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      tell(worker, CLOSE_MESSAGE);
    });
  }

  async function replaceEach(): Promise<void> {
    for (const old of [...serving]) {
      if (stopping) return;
      await fork(true).listening;
      await close(old);
    }
  }

  const first = Array.from({ length: workers }, () => fork());
  return {
    ready: Promise.all(first.map((forked) => forked.listening)).then(() => undefined),
    rollingRestart() {
      rolling ??= replaceEach().finally(() => {
        rolling = null;
      });
      return rolling;
    },
    async stop() {
      stopping = true;
      for (const timer of restarts) clearTimeout(timer);
      restarts.clear();
      await Promise.all([...serving].map(close));
    },
    pids: () => [...serving].filter((worker) => listened.has(worker)).map((worker) => worker.process.pid ?? 0),
  };
}
