// Warms a release before shoppers ask (ARCHITECTURE.md, "How a page is composed"). Every request
// reads the edge's copy of the registry, so a release, rollback or canary shows as soon as the edge
// learns of it; but the first request naming a version used to be the one that loaded its server
// builds from disk, and could miss a section's budget. Each time the edge's registry changes and the
// versions it names differ from those warmed, each named shell version's server entry is loaded and
// has every named remote version's server modules loaded. Whatever fails is logged and left to the
// next request, as before.
import path from 'node:path';
import type { Registry } from '@store/shared/release-registry';
import type { EdgeRegistry } from '../edge-registry';
import type { ShellServerLease } from './shell-server-builds';

export interface NamedVersions {
  shell: string[];
  remotes: Record<string, string[]>;
}

/** Each name's current version and its canary's. */
export function namedVersions(registry: Registry): NamedVersions {
  const named: NamedVersions = { shell: [], remotes: {} };
  for (const [name, entry] of Object.entries(registry)) {
    if (!entry) continue;
    const versions = [entry.canary?.version, entry.current].filter((v): v is string => typeof v === 'string');
    if (name === 'shell') named.shell = versions;
    else named.remotes[name] = versions;
  }
  return named;
}

interface WarmUpOptions {
  registry: EdgeRegistry;
  /** The edge's checked copy of the versions: remotes/<name>/<version>/. */
  copyDir: string;
  /** The registry with every version it names in the copy, and without those refused (assets/edge-copy.ts). */
  usable?: (registry: Registry) => Promise<Registry | null>;
  shellServer: (version: string) => ShellServerLease | null;
  info: (message: string) => void;
  warn: (message: string) => void;
  /** Told of each server module loaded (the edge counts them in its /metrics). */
  warmed?: (remote: string, version: string, module: string) => void;
}

export interface RegistryWarmUp {
  /** Settles when the warm-up under way (if any) is done. */
  idle(): Promise<void>;
  close(): void;
}

export function warmUpOnRegistryChange({
  registry,
  copyDir,
  usable = async (named) => named,
  shellServer,
  info,
  warn,
  warmed,
}: WarmUpOptions): RegistryWarmUp {
  const remotesDir = path.join(copyDir, 'remotes');
  let warmedKey = '';
  let running: Promise<void> = Promise.resolve();

  async function warmShell(version: string, remotes: NamedVersions['remotes']): Promise<void> {
    const lease = shellServer(version);
    if (!lease) return;
    const started = Date.now();
    let warmUp;
    try {
      warmUp = await lease.entry.warmUp?.({ remotesDir, versions: remotes });
    } finally {
      lease.release();
    }
    if (!warmUp) return;
    const { loaded, failed } = warmUp;
    for (const failure of failed) warn(`warm-up: ${failure}`);
    for (const name of loaded) {
      const [remote = '', loadedVersion = '', module = ''] = name.split(' ');
      warmed?.(remote, loadedVersion, module);
    }
    info(`warm-up: shell ${version} loaded ${loaded.length} server modules in ${Date.now() - started} ms`);
  }

  async function warmIfChanged(): Promise<void> {
    const current = registry.current();
    if (!current) return;
    const key = JSON.stringify(namedVersions(current));
    if (key === warmedKey) return;
    const copied = await usable(current);
    if (!copied) return;
    const named = namedVersions(copied);
    warmedKey = key;
    for (const version of named.shell) {
      await warmShell(version, named.remotes).catch((error: unknown) => warn(`warm-up: shell ${version}: ${String(error)}`));
    }
  }

  let checking = false;
  let again = false;
  const check = () => {
    // One look at a time; a change during a warm-up is looked at once it is done.
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    running = warmIfChanged()
      .catch((error: unknown) => warn(`warm-up: ${String(error)}`))
      .finally(() => {
        checking = false;
        if (again) {
          again = false;
          check();
        }
      });
  };
  const stop = registry.onChange(check);
  check();
  return {
    idle: async () => {
      while (checking) await running;
    },
    close: () => void stop(),
  };
}
