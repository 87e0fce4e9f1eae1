// Field events (docs/decisions/0013): what happens to each remote version in this browser, counted here and sent in
// batches with navigator.sendBeacon to POST /api/client-events. Only the remote, its version, the
// kind and a count leave the browser: never a message, a URL, a token or anything the shopper typed.
// The api counts them by the browser id the edge signed into an HttpOnly cookie, which the beacon
// carries; this script never sees it.
export type FieldEventKind = 'view' | 'load-failed' | 'timeout' | 'render-crash' | 'uncaught';

const ENDPOINT = '/api/client-events';
const FLUSH_AFTER_MS = 10_000;
const MAX_EVENTS_PER_BATCH = 50;
const MAX_COUNT = 100;
/** Script URLs of published remotes: /remotes/<remote>/<version>/<file>. */
const REMOTE_SCRIPT = /\/remotes\/(mfe-[a-z-]+|shell)\/([\w.-]+)\//;

const pending = new Map<string, { remote: string; version: string; kind: FieldEventKind; count: number }>();
let timer: ReturnType<typeof setTimeout> | undefined;

export function flushFieldEvents(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  while (pending.size > 0) {
    const events = [...pending.values()].slice(0, MAX_EVENTS_PER_BATCH);
    for (const event of events) pending.delete(`${event.remote} ${event.version} ${event.kind}`);
    const body = JSON.stringify({ events });
    const blob = new Blob([body], { type: 'application/json' });
    const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, blob);
    if (!queued)
      void fetch(ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(
        () => undefined,
      );
  }
}

export function reportFieldEvent(remote: string, version: string | undefined, kind: FieldEventKind): void {
  // Dev servers' entries and remotes missing from the registry have no release version to blame.
  if (!version) return;
  const key = `${remote} ${version} ${kind}`;
  const seen = pending.get(key);
  if (seen) seen.count = Math.min(MAX_COUNT, seen.count + 1);
  else pending.set(key, { remote, version, kind, count: 1 });
  if (pending.size >= MAX_EVENTS_PER_BATCH) flushFieldEvents();
  else timer ??= setTimeout(flushFieldEvents, FLUSH_AFTER_MS);
}

/** The remote and version whose published script an error came from, if any. */
export function remoteOfScript(source: string | undefined): { remote: string; version: string } | undefined {
  const match = source ? REMOTE_SCRIPT.exec(source) : null;
  return match ? { remote: match[1] as string, version: match[2] as string } : undefined;
}

let installed = false;
/** Uncaught errors and rejections from a remote's scripts; pending counts leave when the page is hidden. */
export function installFieldReporting(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    const source = remoteOfScript(event.filename) ?? remoteOfScript((event.error as Error | undefined)?.stack);
    if (source) reportFieldEvent(source.remote, source.version, 'uncaught');
  });
  window.addEventListener('unhandledrejection', (event) => {
    const source = remoteOfScript((event.reason as Error | undefined)?.stack);
    if (source) reportFieldEvent(source.remote, source.version, 'uncaught');
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushFieldEvents();
  });
  window.addEventListener('pagehide', flushFieldEvents);
}
