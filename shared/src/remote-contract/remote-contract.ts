// The contract between the shell and the remotes: which modules each remote exposes (remotes.json,
// also read by the builds) and which props each takes (below). The shell's routes and slots are
// typed by it, and each remote's src/exposes/contract.ts must satisfy it, so neither side compiles
// against a module or a prop the other does not have. How to add a module: docs/decisions/0003-one-contract-checked-three-times.md.
import type { ComponentType } from 'react';
import type remotes from './remotes.json';

export type RemoteName = keyof typeof remotes;
export type ExposedName<R extends RemoteName> = keyof (typeof remotes)[R] & string;

/**
 * A page reads what it needs from the route. `firstView` is the data its own `loadFirstView` fetched
 * on the server for this URL (handed to the browser with the HTML); the shell carries it unread, so
 * the page checks that it fits before using it. Absent: the page fetches in the browser as before.
 */
export interface PageProps {
  firstView?: unknown;
}

/** What the server-side loader of a page gets: the route's params and the query string. */
export interface FirstViewRoute {
  params: Record<string, string | undefined>;
  search: string;
  /** The store's origin as the shopper reached it (https://…), for absolute links in head tags. */
  origin: string;
  /**
   * The page's language ('en', 'bn', 'hi'), for the head's title and description. The canonical
   * link stays unprefixed: the edge puts the language's prefix in and writes the alternates.
   */
  language?: string;
}

/** A picture the first view shows first, for the head to ask for ahead of everything else. */
export interface ImagePreload {
  /** The picture's address on the store's origin (a path). */
  href: string;
  /** The screens it is shown on, as a media query; every screen when absent. */
  media?: string;
}

/**
 * Tags the edge writes into <head> for a server-rendered page (the SEO hook point). Plain text; the
 * shell's server render escapes it. jsonLd: objects written as application/ld+json scripts.
 * imagePreloads: the page's largest paint, preloaded with high priority, and its scripts then run
 * after it (docs/decisions/0007). textOnly: the first view shows no picture, so nothing is held back
 * by fetching the page's scripts at once; they run after its first paint.
 */
export interface HeadTags {
  title?: string;
  description?: string;
  canonical?: string;
  jsonLd?: object[];
  imagePreloads?: ImagePreload[];
  textOnly?: boolean;
}

export interface FirstView<D> {
  data: D;
  head?: HeadTags;
}

/**
 * An exposed page module may export `loadFirstView`: the edge calls it on the server (api calls go to
 * the api directly; `signal` aborts when the render's budget is spent) and passes `data` to the page
 * as `firstView`. It throws when a call fails, so the page fetches in the browser instead of showing
 * an empty first view.
 */
export type FirstViewLoader<D> = (route: FirstViewRoute, signal: AbortSignal) => Promise<FirstView<D>>;

export interface SearchSuggestProps {
  placeholder?: string;
  autoFocus?: boolean;
  onNavigate?: () => void;
  /** What the shopper typed into the shell's plain search box while this one was on its way. */
  initialTerm?: string;
}

export interface LoginRegisterFormsProps {
  initialView?: 'login' | 'register';
  onDone?: () => void;
}

/** The modules that take props (the others are pages); each must be in remotes.json. */
export interface WidgetProps {
  'mfe-catalog': { SearchSuggest: SearchSuggestProps };
  'mfe-cart-checkout': Record<never, never>;
  'mfe-account': { LoginRegisterForms: LoginRegisterFormsProps };
  'mfe-content': Record<never, never>;
}

export type PropsOf<R extends RemoteName, M extends ExposedName<R>> = M extends keyof WidgetProps[R]
  ? WidgetProps[R][M]
  : PageProps;

type UnknownWidgets = { [R in RemoteName]: Exclude<keyof WidgetProps[R], ExposedName<R>> }[RemoteName];
// Fails to compile when WidgetProps names a module that remotes.json does not list. */
const everyWidgetIsExposed: [UnknownWidgets] extends [never] ? true : never = true;
void everyWidgetIsExposed;

/** What a remote's src/exposes/contract.ts must satisfy: every module of the contract, no other. */
export type RemoteExposes<R extends RemoteName> = { [M in ExposedName<R>]: ComponentType<PropsOf<R, M>> };
