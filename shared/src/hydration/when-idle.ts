/** The longest an idle browser is waited for before running anyway. */
const IDLE_TIMEOUT_MS = 4000;

/** Runs `callback` when the browser is first idle (at the latest after 4 s); gives a function that cancels it. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: soon after the current work.
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}
