// The latest change id of the release plane, and waiting for the next one. Told of each change by
// NOTIFY (release-operations.ts) and, as a backstop for notifications lost while the connection was
// down, by reading the latest id every few seconds.
import type { DatabaseHandle } from '../../db/database.js';
import { CHANGE_CHANNEL } from './release-operations.js';
import { latestChange } from './release-store.js';

const BACKSTOP_MS = 3000;

export class ChangeFeed {
  private latest = 0;
  private waiters = new Set<(change: number) => void>();
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly onError: (error: Error) => void = () => {},
  ) {}

  async start(backstopMs = BACKSTOP_MS): Promise<void> {
    await this.read();
    this.stopListening = await this.handle.listen(
      CHANGE_CHANNEL,
      (payload) => {
        const change = Number(payload);
        if (Number.isSafeInteger(change)) this.advance(change);
        else void this.read();
      },
      () => void this.read(),
    );
    this.timer = setInterval(() => void this.read(), backstopMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.stopListening?.();
    for (const wake of this.waiters) wake(this.latest);
    this.waiters.clear();
  }

  current(): number {
    return this.latest;
  }

  /** Reads the latest change id now (after a change made in this process, or on the backstop). */
  read(): Promise<void> {
    this.reading ??= latestChange(this.handle.db)
      .then((change) => this.advance(change))
      .catch((error: unknown) => this.onError(error as Error))
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }

  /** The latest change id once it is past `after`, or the unchanged id after `timeoutMs`. */
  waitForChange(after: number, timeoutMs: number, signal?: AbortSignal): Promise<number> {
    if (this.latest > after) return Promise.resolve(this.latest);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.waiters.delete(wake);
        resolve(this.latest);
      };
      const wake = (change: number) => {
        if (change > after) done();
      };
      const timer = setTimeout(done, timeoutMs);
      signal?.addEventListener('abort', done);
      this.waiters.add(wake);
    });
  }

  private advance(change: number): void {
    if (change <= this.latest) return;
    this.latest = change;
    for (const wake of [...this.waiters]) wake(change);
  }
}
