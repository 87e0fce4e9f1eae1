// What the edge (shell/server) and a released shell's server entry agree on. The edge checks
// SERVER_RENDER_API before using a shell version's server build; a change here raises it.
import type { Writable } from 'node:stream';
import type { ServerRenderedState } from '../federation/prerendered-slots';
import type { Registry, RemoteName } from '../federation/remotes';
import type { HeadTags } from '@store/shared';

export const SERVER_RENDER_API = 1;

/** How a slot's reason begins when it was past the budget, not broken (released shells have said it so). */
export const FIRST_VIEW_LATE = 'its first view was not in time';
export const MODULE_LATE = 'its server module took longer than';

/** Whether a reason told to onSlotSkipped or onSlotWithoutData is the budget's: the edge counts those apart from faults. */
export const isPastTheBudget = (reason: string): boolean => reason.startsWith(FIRST_VIEW_LATE) || reason.startsWith(MODULE_LATE);

export interface RenderPageRequest {
  /** The page's absolute URL (http://host/path?query). */
  url: string;
  /** This shopper's registry view (shell/server/shopper-registry.ts). */
  registry: Registry;
  /** deploy/remotes: each version's server build is <remotesDir>/<remote>/<version>/server/. */
  remotesDir: string;
  /** The api's own address; sections' first-view loaders call it from the edge. */
  apiUrl: string;
  /** This response's CSP nonce, for every inline script the render writes. */
  nonce: string;
  /** How long a section's server module and its first-view data may take before the slot renders its loading state. */
  budgetMs: number;
  /** Told of each section left to the browser, and why (the edge logs it). */
  onSlotSkipped?: (remote: string, module: string, reason: string) => void;
  /**
   * Told of each section rendered without its first view's data (late or failed), which the browser
   * then fetches. Optional, for edges older than it: without it, such a section is told as skipped.
   */
  onSlotWithoutData?: (remote: string, module: string, reason: string) => void;
}

/**
 * Loads, before any shopper asks, the server modules a page may render for the given versions of each
 * remote (the edge calls it when the deploy registry names new ones). An optional export: a shell
 * version without it is simply not warmed, so SERVER_RENDER_API stays.
 */
export interface WarmUpRequest {
  remotesDir: string;
  /** Per remote, the versions the registry names (current, and a canary's). */
  versions: Partial<Record<RemoteName, string[]>>;
}

export interface WarmUpResult {
  /** `<remote> <version> <module>` of each module now loaded. */
  loaded: string[];
  /** `<remote> <version> <module>: <why>` of each that could not be; it loads (or not) on a request as before. */
  failed: string[];
}

export interface RenderCallbacks {
  /** The shell is ready to stream (the sections follow in their own Suspense boundaries). */
  onShellReady: () => void;
  /** The shell itself failed: send the page without server HTML (the browser renders it as before). */
  onShellError: (error: unknown) => void;
  /** Everything, sections included, is written. */
  onAllReady: () => void;
  /** An error inside a section's boundary: that section renders in the browser. */
  onError: (error: unknown) => void;
}

export interface PageStream {
  pipe: (destination: Writable) => void;
  abort: (reason?: unknown) => void;
}

export interface PreparedPage {
  /** HTTP status of the route (404 for an unknown path). */
  status: number;
  /**
   * The page's <head> tags from its section's first view (title, description, canonical, JSON-LD):
   * the hook point for SEO. Undefined when the section gave none or its data was not in time.
   */
  head?: HeadTags;
  /** Starts the render; the edge pipes it into #root. */
  render: (callbacks: RenderCallbacks) => PageStream;
  /** After onAllReady: the slots rendered with a module and their first-view data, for window.__SSR__. */
  renderedState: () => ServerRenderedState;
}
