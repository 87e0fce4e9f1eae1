// What a RemoteSlot knows before it mounts, on the server and in the browser (ARCHITECTURE.md,
// "How a page is composed"). On the server, the slot asks `serverLoad` for its module (and the page's
// first-view data) and suspends inside its own Suspense boundary until it has them, or renders its
// loading state when they did not come within the budget. In the browser, the modules the server
// rendered were loaded before hydration (`ready`), so those slots start ready with the same data and
// the first render matches the server's HTML.
import { createContext, type ComponentType } from 'react';

/** A slot's module and the first-view data its page was rendered with (undefined: the page fetches itself). */
export interface SlotModule {
  Component: ComponentType<Record<string, unknown>>;
  firstView?: unknown;
}

export interface PrerenderedSlots {
  /** Server only: the slot's module, or null to render its loading state (missing, failed, too slow, personal). */
  serverLoad?: (remote: string, module: string) => PromiseLike<SlotModule | null>;
  /** Browser: slots the server rendered, keyed by slotKey; each is used by the first slot that mounts for it. */
  ready: Map<string, SlotModule>;
}

export const slotKey = (remote: string, module: string) => `${remote}/${module}`;

export const PrerenderedSlotsContext = createContext<PrerenderedSlots>({ ready: new Map() });

/**
 * What the server hands the browser in the page (window.__SSR__, written with the response's nonce):
 * the slots it rendered with their module, and each one's first-view data.
 */
export interface ServerRenderedState {
  slots: Array<{ remote: string; module: string; firstView?: unknown }>;
}
