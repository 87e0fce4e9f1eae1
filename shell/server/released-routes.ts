// The route table of a released shell (page-routes.json, written by its build:
// src/app/released-page-routes.ts), and the one matcher of a path against it. The edge takes a page's
// route from the shell version it serves, so a version released with other routes agrees with it.

export interface ReleasedRoute {
  path: string;
  remote: string;
  module: string;
  /** A page of the shopper's own (cart, account, …): rendered by its scripts, never kept or shared. */
  personal: boolean;
}

export const PAGE_ROUTES_FILE = 'page-routes.json';

// A remote's name goes into the remotes' folder paths; a module's into nothing but comparisons.
const SAFE_NAME = /^[\w][\w.-]{0,99}$/;

function isRoute(value: unknown): value is ReleasedRoute {
  const route = value as Partial<ReleasedRoute> | null;
  return (
    typeof route === 'object' &&
    route !== null &&
    typeof route.path === 'string' &&
    route.path.startsWith('/') &&
    typeof route.remote === 'string' &&
    SAFE_NAME.test(route.remote) &&
    !route.remote.includes('..') &&
    typeof route.module === 'string' &&
    typeof route.personal === 'boolean'
  );
}

/** The table in a release's page-routes.json; throws when it is not one. */
export function readReleasedRoutes(text: string): ReleasedRoute[] {
  const routes = (JSON.parse(text) as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes) || !routes.every(isRoute)) throw new Error(`${PAGE_ROUTES_FILE} is not a route table`);
  return routes.map(({ path, remote, module, personal }) => ({ path, remote, module, personal }));
}

/**
 * The shared libraries a page of this shell holds once its start-up scripts have run (the table's
 * `startUpLibraries`, from its build): a section's own copy of any other is fetched when its module
 * loads. null when the table does not say (a release before it did).
 */
export function readStartUpLibraries(text: string): string[] | null {
  const libraries = (JSON.parse(text) as { startUpLibraries?: unknown } | null)?.startUpLibraries;
  return Array.isArray(libraries) && libraries.every((name) => typeof name === 'string') ? libraries : null;
}

// Each table's patterns split once: every page, a kept one too, is matched against them.
const patternsOf = new WeakMap<readonly ReleasedRoute[], string[][]>();

function patterns(routes: readonly ReleasedRoute[]): string[][] {
  let split = patternsOf.get(routes);
  if (!split) {
    split = routes.map((route) => route.path.split('/').filter(Boolean));
    patternsOf.set(routes, split);
  }
  return split;
}

function matches(pattern: string[], segments: string[]): boolean {
  if (pattern.at(-1) === '*') return pattern.slice(0, -1).every((part, index) => part === segments[index]);
  return pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]);
}

/** The route `pathname` is (without its language prefix); undefined for an unknown path or no table. */
export function routeIn(routes: readonly ReleasedRoute[] | null, pathname: string): ReleasedRoute | undefined {
  if (!routes) return undefined;
  const segments = pathname.split('/').filter(Boolean);
  const index = patterns(routes).findIndex((pattern) => matches(pattern, segments));
  return index < 0 ? undefined : routes[index];
}
