// Before hydration, the browser loads the modules the server rendered (window.__SSR__), so each of
// those slots starts ready with the server's first-view data and its first render matches the HTML.
import type { ExposedName } from '@store/shared';
import { loadRemoteModule } from './load-remote-module';
import type { ServerRenderedState, SlotModule } from './prerendered-slots';
import { slotKey } from './prerendered-slots';
import type { RemoteName } from './remotes';

declare global {
  interface Window {
    __SSR__?: ServerRenderedState;
  }
}

/**
 * How long hydration waits for the server-rendered modules. The page is readable meanwhile (the
 * server's HTML); past this a section's remote is failing or slow, and the page is rendered afresh
 * so each slot shows its loading state, then its section or its notice with Retry, as without a server.
 */
const PRELOAD_WAIT_MS = 2000;

/** The server-rendered slots, loaded; null when one could not be (the page is then rendered afresh). */
export async function loadPrerenderedSlots(state: ServerRenderedState): Promise<Map<string, SlotModule> | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooLate = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PRELOAD_WAIT_MS);
  });
  return Promise.race([loadAll(state), tooLate]).finally(() => clearTimeout(timer));
}

async function loadAll(state: ServerRenderedState): Promise<Map<string, SlotModule> | null> {
  const loaded = await Promise.allSettled(
    state.slots.map(async ({ remote, module, firstView }) => {
      const Component = await loadRemoteModule<SlotModule['Component'], RemoteName>(
        remote as RemoteName,
        module as ExposedName<RemoteName>,
      );
      return [slotKey(remote, module), { Component, firstView }] as const;
    }),
  );
  const ready = new Map<string, SlotModule>();
  for (const result of loaded) {
    if (result.status === 'rejected') return null;
    ready.set(...result.value);
  }
  return ready;
}

// React's production messages are numbered: 419 and its kin say the server left a boundary to the
// browser (a section that failed or was cut off there), which is expected; every other one is a mismatch.
const SERVER_LEFT_TO_BROWSER =
  /Minified React error #(419|420)|could not finish this Suspense boundary|did not finish this Suspense boundary/;

/** Hydration's recoverable errors: a mismatch is an error (the e2e suite fails on it), a section left to the browser is not. */
export function reportRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (SERVER_LEFT_TO_BROWSER.test(message)) {
    console.warn(`A section the server could not render was rendered in the browser: ${message}`);
    return;
  }
  console.error(`Hydration mismatch: ${message}`, error);
}
