// The api's release plane over HTTP (its /internal/releases routes, on the api's own address).
import type { AuditRecord, Expected, PlaneRegistry, VersionInfo } from './release-registry';

/** The plane refused a change (4xx, with the reason) or could not be reached. */
export class PlaneError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PlaneError';
  }
}

export interface ReleaseChange {
  name: string;
  version: string;
  by: string;
  info?: Partial<VersionInfo>;
  canary?: number;
  expected?: Expected;
}

export interface Lease {
  held: boolean;
  holder: string;
  expiresAt: string;
}

/** What the commands, /ops, the watcher and the edge use, whether over HTTP or in the api's own process. */
export interface ReleasePlane {
  registry(): Promise<PlaneRegistry>;
  /** The change id once past `after`, or the unchanged id after the plane's wait (about 20 s). */
  waitForChange(after: number, signal?: AbortSignal): Promise<number>;
  audit(options?: { name?: string; limit?: number }): Promise<AuditRecord[]>;
  release(change: ReleaseChange): Promise<AuditRecord>;
  rollback(change: { name: string; by: string; to?: string; detail?: string; expected?: Expected }): Promise<AuditRecord>;
  promote(change: { name: string; by: string; expected?: Expected }): Promise<AuditRecord>;
  canary(change: {
    name: string;
    by: string;
    version: string | null;
    percent?: number;
    detail?: string;
    expected?: Expected;
  }): Promise<AuditRecord>;
  watchLease(holder: string): Promise<Lease>;
  close?(): Promise<void>;
}

const TIMEOUT_MS = 10_000;
const LONG_POLL_TIMEOUT_MS = 30_000;

export function releasePlaneClient(apiUrl: string): ReleasePlane {
  const base = `${apiUrl.replace(/\/$/, '')}/internal/releases`;
  async function call<T>(pathAndQuery: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<T> {
    const { timeoutMs = TIMEOUT_MS, signal, ...rest } = init;
    const signals = [AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])];
    let response: Response;
    try {
      response = await fetch(`${base}${pathAndQuery}`, { ...rest, signal: AbortSignal.any(signals) });
    } catch (error) {
      const cause = (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new PlaneError(`the release plane at ${apiUrl} did not answer (${cause})`, null);
    }
    const text = await response.text();
    if (!response.ok) {
      let message = text;
      try {
        message = (JSON.parse(text) as { body?: string }).body ?? text;
      } catch {
        // not JSON: the text as it is
      }
      throw new PlaneError(message || `the release plane answered ${response.status}`, response.status);
    }
    return JSON.parse(text) as T;
  }
  const post = async (route: string, body: unknown) =>
    (
      await call<{ record: AuditRecord }>(`/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).record;

  return {
    registry: () => call<PlaneRegistry>('/registry'),
    async waitForChange(after, signal) {
      return (await call<{ change: number }>(`/changes?after=${after}`, { signal, timeoutMs: LONG_POLL_TIMEOUT_MS })).change;
    },
    async audit(options = {}) {
      const query = new URLSearchParams();
      if (options.name) query.set('name', options.name);
      if (options.limit !== undefined) query.set('limit', String(options.limit));
      return (await call<{ records: AuditRecord[] }>(`/audit?${query.toString()}`)).records;
    },
    release: (change) => post('release', change),
    rollback: (change) => post('rollback', change),
    promote: (change) => post('promote', change),
    canary: (change) => post('canary', change),
    watchLease: (holder) =>
      call<Lease>('/watch-lease', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ holder }),
      }),
  };
}
