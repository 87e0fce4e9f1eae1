// Preload links for the remotes a page needs, written into the HTML so the browser fetches the
// manifest, remoteEntry.js and the route's chunks while the shell's own scripts are still loading,
// instead of one round trip after another; and the stylesheets of the modules the edge renders, so
// the server's HTML is styled before any script runs (docs/toolchain.md, "What makes a federated page slow").
import path from 'node:path';
import type { Registry, RegistryEntry } from '../src/federation/remotes';
import type { HeadItem, PreloadItem } from './page-head/head-items';
import { readReleasedJson } from './released-json';

/** The header's search box (catalog's SearchSuggest) is on every page. */
const EVERY_PAGE: Array<{ remote: string; module: string }> = [{ remote: 'mfe-catalog', module: 'SearchSuggest' }];

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }>;
  /** The libraries the remote shares, each with its own copy's files. */
  shared?: Array<{ name?: string; assets?: { js?: { sync?: unknown } } }>;
}

const SAFE_FILE = /^[\w.\-/]+$/;

/** The part of a remote's contract.json read here: the shared libraries each exposed module's chunks consume. */
interface RemoteContract {
  libraries?: Record<string, unknown>;
}

function addFiles(into: Set<string>, files: unknown): void {
  if (Array.isArray(files)) for (const file of files) if (typeof file === 'string') into.add(file);
}

/** A file the page's scripts will ask for, worth asking for ahead: a script, or a remote's manifest (a fetch). */
export interface ScriptHint {
  href: string;
  as: 'script' | 'fetch';
}

export type StylesheetItem = Extract<HeadItem, { kind: 'stylesheet' }>;

/** A page's links in the order the head wants them: styles first (they hold the first paint), then scripts. */
export interface PageHints {
  styles: StylesheetItem[];
  scripts: ScriptHint[];
}

/** The preload link of a hint (the manifest is fetched with CORS by the federation runtime). */
export function preloadItem({ href, as }: ScriptHint): PreloadItem {
  return as === 'fetch' ? { kind: 'preload', href, as, crossorigin: true } : { kind: 'preload', href, as };
}

/** A page with no registry to read gets no links. */
export const NO_HINTS: Readonly<PageHints> = Object.freeze({ styles: [], scripts: [] });

/**
 * The remote's own copies of the shared libraries the page's module consumes and the shell's page does
 * not hold at start (jotai for the checkout): the federation runtime asks for them only once the
 * module loads, a round trip after everything else on a phone. Either list unknown: none, never a copy of React.
 */
function ownLibraryFiles(manifest: RemoteManifest, consumed: unknown, startUpLibraries: string[] | null): string[] {
  if (!startUpLibraries || !Array.isArray(consumed)) return [];
  const files = new Set<string>();
  for (const library of manifest.shared ?? []) {
    const name = library.name ?? '';
    if (consumed.includes(name) && !startUpLibraries.includes(name)) addFiles(files, library.assets?.js?.sync);
  }
  return [...files];
}

interface Wanted {
  remote: string;
  modules: string[];
  /** The page's own module (the route's), whose own libraries are asked for too. */
  page?: string;
}

function linksFor(
  copyDir: string,
  assetOrigin: string,
  registry: Registry,
  { remote, modules, page }: Wanted,
  startUpLibraries: string[] | null,
): PageHints {
  // A route table is a released shell's data: it may name a remote by any name.
  const registered: RegistryEntry | undefined = (registry as Partial<Record<string, RegistryEntry>>)[remote];
  const version = registered?.current;
  if (!version || registered?.entry || !SAFE_FILE.test(version) || version.includes('..')) return NO_HINTS;
  const base = `${assetOrigin}/remotes/${remote}/${encodeURIComponent(version)}/`;
  const manifestHint: ScriptHint = { href: `${base}mf-manifest.json`, as: 'fetch' };
  const folder = path.join(copyDir, 'remotes', remote, version);
  const manifest = readReleasedJson<RemoteManifest>(path.join(folder, 'mf-manifest.json'));
  if (!manifest) return { styles: [], scripts: [manifestHint] };
  const entry = `${manifest.metaData?.remoteEntry?.path ?? ''}${manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'}`;
  const consumed = page ? readReleasedJson<RemoteContract>(path.join(folder, 'contract.json'))?.libraries?.[page] : undefined;
  const scripts = new Set([entry, ...ownLibraryFiles(manifest, consumed, startUpLibraries)]);
  const styles = new Set<string>();
  for (const expose of manifest.exposes ?? []) {
    if (!modules.includes(expose.name ?? '')) continue;
    addFiles(scripts, expose.assets?.js?.sync);
    // The module's own CSS styles the server's HTML (a manifest's async CSS is every lazy chunk the
    // remote has, other pages' included; a lazy part's CSS comes with its chunk).
    addFiles(styles, expose.assets?.css?.sync);
  }
  const safe = (file: string) => SAFE_FILE.test(file) && !file.includes('..');
  return {
    // When the page's scripts load a chunk, webpack's CSS loader (mini-css-extract-plugin) looks for a
    // stylesheet whose data-href, or else href, is the chunk's CSS file name or its absolute URL, and
    // links a copy of its own when it finds none: a second copy, added while the page hydrates, restyles
    // the page and moves the sheet last in the cascade. data-href names the file as it looks for it.
    styles: [...styles]
      .filter(safe)
      .map((file): StylesheetItem => ({ kind: 'stylesheet', href: `${base}${file}`, dataHref: file })),
    scripts: [manifestHint, ...[...scripts].filter(safe).map((file): ScriptHint => ({ href: `${base}${file}`, as: 'script' }))],
  };
}

/**
 * The stylesheet and preload links for a page of `route` (undefined: a path no route matches), given
 * the current registry. The manifests are read in `copyDir` (remotes/<name>/<version>/); the links
 * point at `assetOrigin` ('' for this edge's own /remotes/). `startUpLibraries`: what the shell's page
 * holds at start (its route table says), so the route's remote's own copies of the rest are asked for.
 */
export function pageHints(
  copyDir: string,
  registry: Registry,
  route: { remote: string; module: string } | undefined,
  assetOrigin = '',
  startUpLibraries: string[] | null = null,
): PageHints {
  const wanted = new Map<string, Wanted>();
  for (const need of route ? [route, ...EVERY_PAGE] : EVERY_PAGE) {
    const known = wanted.get(need.remote);
    wanted.set(need.remote, {
      remote: need.remote,
      modules: [...(known?.modules ?? []), need.module],
      page: need === route ? need.module : known?.page,
    });
  }
  const links = [...wanted.values()].map((each) => linksFor(copyDir, assetOrigin, registry, each, startUpLibraries));
  return { styles: links.flatMap((each) => each.styles), scripts: links.flatMap((each) => each.scripts) };
}
