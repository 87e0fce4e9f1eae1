// The shell is released like a remote (<asset store>/shell/<version>/, current in the registry):
// the edge serves the page of the current version (from its copy, assets/edge-copy.ts), with the
// placeholder its build wrote for the scripts' folder (SHELL_BASE_PLACEHOLDER) replaced by that
// version's folder on the asset origin (this edge's /remotes/ unless ASSET_ORIGIN names another),
// and matches the page's route with that version's route table (released-routes.ts).
import fs from 'node:fs';
import path from 'node:path';
import { SHELL_BASE_PLACEHOLDER } from '@store/shared/shell-base';
import type { Registry } from '../src/federation/remotes';
import { parseShellTemplate, type ShellTemplate } from './page-head/shell-template';
import { PAGE_ROUTES_FILE, readReleasedRoutes, readStartUpLibraries, type ReleasedRoute } from './released-routes';

export class ShellNotReleasedError extends Error {
  constructor() {
    super('No shell is released, or its files were refused: run pnpm release shell (pnpm start does it on first start)');
    this.name = 'ShellNotReleasedError';
  }
}

export interface ShellRelease {
  version: string;
  template: ShellTemplate;
  /** null for a version released without a route table (older releases): its pages have no route. */
  routes: ReleasedRoute[] | null;
  /** The shared libraries its page holds at start (released-routes.ts); null when its table does not say. */
  startUpLibraries: string[] | null;
}

function routesOf(
  folder: string,
  version: string,
  warn: (message: string) => void,
): Pick<ShellRelease, 'routes' | 'startUpLibraries'> {
  try {
    const table = fs.readFileSync(path.join(folder, PAGE_ROUTES_FILE), 'utf8');
    return { routes: readReleasedRoutes(table), startUpLibraries: readStartUpLibraries(table) };
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'has none' : `has one it cannot read (${String(error)})`;
    warn(
      `shell ${version} ${reason} of its route table (${PAGE_ROUTES_FILE}): its pages get no route (the shell's hints only, never kept)`,
    );
    return { routes: null, startUpLibraries: null };
  }
}

/**
 * The current shell's release; each version's page and route table are read once (published versions
 * never change). `copyDir` holds remotes/<name>/<version>/; `assetOrigin` is where browsers fetch the
 * scripts ('' for this edge).
 */
export function createShellReleases(copyDir: string, assetOrigin = '', warn: (message: string) => void = () => undefined) {
  const releases = new Map<string, ShellRelease>();
  let lastServed: string | undefined;
  /** A registry that cannot be read keeps the shell that was served last (the page then reports it). */
  return function shellRelease(registry: Registry | null): ShellRelease {
    const version = registry?.shell?.current ?? lastServed;
    if (!version) throw new ShellNotReleasedError();
    let release = releases.get(version);
    if (!release) {
      const folder = path.join(copyDir, 'remotes', 'shell', version);
      const html = fs.readFileSync(path.join(folder, 'index.html'), 'utf8');
      const template = parseShellTemplate(
        html.replaceAll(SHELL_BASE_PLACEHOLDER, `${assetOrigin}/remotes/shell/${encodeURIComponent(version)}/`),
      );
      release = { version, template, ...routesOf(folder, version, warn) };
      releases.set(version, release);
    }
    lastServed = version;
    return release;
  };
}
