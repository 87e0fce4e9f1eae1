// The released shell's server entry (deploy/remotes/shell/<version>/server/shell-server.js) for the
// version a shopper's registry names. Each version is loaded once and kept while it is one of the
// last KEEP_VERSIONS used (a release, a rollback or a shell canary changes it on the next request);
// Node's module cache does not keep it, so a dropped version can be collected.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  SERVER_RENDER_API,
  type PreparedPage,
  type RenderPageRequest,
  type WarmUpRequest,
  type WarmUpResult,
} from '../../src/ssr/render-contract';

const KEEP_VERSIONS = 2;

export interface ShellServerEntry {
  SERVER_RENDER_API: number;
  renderPage: (request: RenderPageRequest) => Promise<PreparedPage>;
  /** Shell versions released before the warm-up have none. */
  warmUp?: (request: WarmUpRequest) => Promise<WarmUpResult>;
  /** Drops what the version keeps on globalThis, when the edge stops using it (older versions have none). */
  dispose?: () => void;
}

export function shellServerFile(deployDir: string, version: string): string {
  return path.join(deployDir, 'remotes', 'shell', version, 'server', 'shell-server.js');
}

export function createShellServerBuilds(deployDir: string, onRefused: (version: string, reason: string) => void) {
  const loaded = new Map<string, ShellServerEntry>();
  const refused = new Set<string>();

  function load(version: string): ShellServerEntry | null {
    const file = shellServerFile(deployDir, version);
    if (!fs.existsSync(file)) {
      // Released before server rendering, or its server build removed: that shell renders in the browser.
      return null;
    }
    // Loaded by path at run time and dropped from the cache at once; import() would keep every version,
    // and so would this module's require (Node lists what a module required among its children).
    const entry = createRequire(file)(file) as Partial<ShellServerEntry>;
    delete require.cache[file];
    if (entry.SERVER_RENDER_API !== SERVER_RENDER_API || typeof entry.renderPage !== 'function') {
      if (!refused.has(version))
        onRefused(
          version,
          `its server entry speaks render API ${String(entry.SERVER_RENDER_API)}, the edge ${SERVER_RENDER_API}`,
        );
      refused.add(version);
      return null;
    }
    return entry as ShellServerEntry;
  }

  /** The shell version's server entry, or null when it has none this edge can use. */
  return function shellServer(version: string): ShellServerEntry | null {
    let entry = loaded.get(version);
    if (entry) {
      loaded.delete(version);
    } else {
      if (refused.has(version) || version.includes('/') || version.includes('..')) return null;
      entry = load(version) ?? undefined;
      if (!entry) return null;
    }
    loaded.set(version, entry);
    for (const old of [...loaded.keys()].slice(0, -KEEP_VERSIONS)) {
      loaded.get(old)?.dispose?.();
      loaded.delete(old);
    }
    return entry;
  };
}
