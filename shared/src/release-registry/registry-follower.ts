// An edge's copy of the release registry: read once at start, then kept in step by following the
// plane's change feed (a long poll that answers as soon as a change is committed), with a full read
// every few seconds as a backstop. While the plane cannot be reached the last registry read stays
// in use, and the problem is logged once until it is back.
import type { ReleasePlane } from './release-plane-client';
import type { PlaneRegistry } from './release-registry';

const BACKSTOP_MS = 5000;
const RETRY_MS = 1000;

export interface RegistryFollower {
  /** The last registry read; null before the first read succeeded. */
  current(): PlaneRegistry | null;
  /** Settles once a registry has been read (or `timeoutMs` passed; then current() may still be null). */
  ready(timeoutMs?: number): Promise<void>;
  /** Called with each registry whose change id differs from the last one's. */
  onChange(listener: (plane: PlaneRegistry) => void): () => void;
  close(): void;
}

export interface FollowOptions {
  warn: (message: string) => void;
  info?: (message: string) => void;
  backstopMs?: number;
  retryMs?: number;
}

export function followRegistry(plane: ReleasePlane, options: FollowOptions): RegistryFollower {
  const { warn, info = () => {}, backstopMs = BACKSTOP_MS, retryMs = RETRY_MS } = options;
  const stop = new AbortController();
  const listeners = new Set<(plane: PlaneRegistry) => void>();
  let latest: PlaneRegistry | null = null;
  let problem: string | null = null;
  let settle: () => void = () => {};
  const firstRead = new Promise<void>((resolve) => {
    settle = resolve;
  });

  const failed = (error: unknown) => {
    const message = (error as Error).message;
    if (problem === null) warn(`release plane: ${message}; serving the last registry read until it answers`);
    problem = message;
  };

  let reading: Promise<void> | undefined;
  const read = (): Promise<void> =>
    (reading ??= plane
      .registry()
      .then((next) => {
        if (problem !== null) info('release plane: answering again');
        problem = null;
        const changed = latest === null || next.change !== latest.change;
        latest = next;
        settle();
        if (changed) for (const listener of listeners) listener(next);
      })
      .finally(() => {
        reading = undefined;
      }));

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stop.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      stop.signal.addEventListener('abort', done);
    });

  async function follow(): Promise<void> {
    while (!stop.signal.aborted) {
      try {
        if (latest === null) await read();
        const after = latest?.change ?? 0;
        const change = await plane.waitForChange(after, stop.signal);
        if (change !== after) await read();
      } catch (error) {
        if (stop.signal.aborted) return;
        failed(error);
        await pause(retryMs);
      }
    }
  }

  void follow();
  const backstop = setInterval(() => void read().catch(failed), backstopMs);
  backstop.unref?.();

  return {
    current: () => latest,
    ready: (timeoutMs = 30_000) => Promise.race([firstRead, pause(timeoutMs)]),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      stop.abort();
      clearInterval(backstop);
    },
  };
}
