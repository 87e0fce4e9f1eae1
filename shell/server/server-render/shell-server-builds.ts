// The released shell's server entry (<edge copy>/remotes/shell/<version>/server/shell-server.js) for the
// version a shopper's registry names. Each version is loaded once and kept while it is one of the
// last KEEP_VERSIONS used (a release, a rollback or a shell canary changes it on the next request);
// Node's module cache does not keep it, so a dropped version can be collected. Each use holds its
// version until it is over: a page still streaming when newer versions push its own out is finished
// with the version it started, which is disposed after.
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

/** One use of a shell version's server entry (a page render, a warm-up); release() when it is over. */
export interface ShellServerLease {
  entry: ShellServerEntry;
  release: () => void;
}

export function shellServerFile(copyDir: string, version: string): string {
  return path.join(copyDir, 'remotes', 'shell', version, 'server', 'shell-server.js');
}

/** `copyDir`: the edge's checked copy of the versions (assets/edge-copy.ts), remotes/<name>/<version>/. */
export function createShellServerBuilds(copyDir: string, onRefused: (version: string, reason: string) => void) {
  const loaded = new Map<string, ShellServerEntry>();
  const refused = new Set<string>();
  const uses = new Map<ShellServerEntry, number>();
  /** Versions pushed out of the kept ones while a use still held them: disposed when the last ends. */
  const retiring = new Map<string, ShellServerEntry>();

  function load(version: string): ShellServerEntry | null {
    const file = shellServerFile(copyDir, version);
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

  function retire(version: string, entry: ShellServerEntry): void {
    if (uses.has(entry)) retiring.set(version, entry);
    else entry.dispose?.();
  }

  function lease(version: string, entry: ShellServerEntry): ShellServerLease {
    uses.set(entry, (uses.get(entry) ?? 0) + 1);
    let released = false;
    return {
      entry,
      release: () => {
        if (released) return;
        released = true;
        const left = (uses.get(entry) ?? 1) - 1;
        if (left > 0) return void uses.set(entry, left);
        uses.delete(entry);
        if (retiring.get(version) === entry) {
          retiring.delete(version);
          entry.dispose?.();
        }
      },
    };
  }

  /** One use of the shell version's server entry, or null when it has none this edge can use. */
  return function shellServer(version: string): ShellServerLease | null {
    let entry = loaded.get(version) ?? retiring.get(version);
    if (entry) {
      loaded.delete(version);
      retiring.delete(version);
    } else {
      if (refused.has(version) || version.includes('/') || version.includes('..')) return null;
      entry = load(version) ?? undefined;
      if (!entry) return null;
    }
    loaded.set(version, entry);
    for (const old of [...loaded.keys()].slice(0, -KEEP_VERSIONS)) {
      const dropped = loaded.get(old);
      loaded.delete(old);
      if (dropped) retire(old, dropped);
    }
    return lease(version, entry);
  };
}
