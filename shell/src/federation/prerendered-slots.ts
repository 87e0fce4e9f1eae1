// What a RemoteSlot knows before it mounts, on the server and in the browser (ARCHITECTURE.md,
// "How a page is composed"). On the server, the slot asks `serverLoad` for its module (and the page's
// first-view data) and suspends inside its own Suspense boundary until it has them, or renders its
// loading state when they did not come within the budget. In the browser, the modules the server
// rendered start loading before hydration (`ready`); each of those slots waits for its own while
// hydrating and starts with the same data, so its first render matches the server's HTML.
import type { SettledPromise } from '@store/shared';
import { createContext, type ComponentType } from 'react';

/** A slot's module and the first-view data its page was rendered with (undefined: the page fetches itself). */
export interface SlotModule {
  Component: ComponentType<Record<string, unknown>>;
  firstView?: unknown;
}

export interface PrerenderedSlots {
  /** Server only: the slot's module, or null to render its loading state (missing, failed, too slow, personal). */
  serverLoad?: (remote: string, module: string) => PromiseLike<SlotModule | null>;
  /** Browser: the modules of the slots the server rendered, keyed by slotKey; null when one could not be loaded. */
  ready: Map<string, SettledPromise<SlotModule | null>>;
  /** Browser: told when a slot has mounted, to know when the whole page is hydrated. */
  slotMounted?: (key: string) => void;
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
