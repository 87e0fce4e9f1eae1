// Warms a release before shoppers ask (ARCHITECTURE.md, "How a page is composed"). Every request
// reads the deploy registry afresh, so a release, rollback or canary shows at once; but the first
// request naming a version used to be the one that loaded its server builds from disk, and could
// miss a section's budget. The edge reads the registry file every 250 ms (as every request does; a
// release renames a new file over it, which a watch on the file would lose, and a stat poll could
// miss a change made while it takes its first look) and, when the versions it names change, loads
// each named shell version's server entry and has it load every named remote version's server
// modules. Whatever fails is logged and left to the next request, as before.
import fs from 'node:fs';
import path from 'node:path';
import type { ShellServerLease } from './shell-server-builds';

const POLL_MS = 250;

export interface NamedVersions {
  shell: string[];
  remotes: Record<string, string[]>;
}

/** Each name's current version and its canary's; null when the file is not a registry. */
export function namedVersions(raw: string): NamedVersions | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const named: NamedVersions = { shell: [], remotes: {} };
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    const entry = value as { current?: unknown; canary?: { version?: unknown }; entry?: unknown } | null;
    if (typeof entry !== 'object' || entry === null || entry.entry !== undefined) continue;
    const versions = [entry.canary?.version, entry.current].filter((v): v is string => typeof v === 'string');
    if (name === 'shell') named.shell = versions;
    else named.remotes[name] = versions;
  }
  return named;
}

interface WarmUpOptions {
  deployDir: string;
  shellServer: (version: string) => ShellServerLease | null;
  info: (message: string) => void;
  warn: (message: string) => void;
  /** Told of each server module loaded (the edge counts them in its /metrics). */
  warmed?: (remote: string, version: string, module: string) => void;
  pollMs?: number;
}

export interface RegistryWarmUp {
  /** Settles when the warm-up under way (if any) is done. */
  idle(): Promise<void>;
  close(): void;
}

export function warmUpOnRegistryChange({
  deployDir,
  shellServer,
  info,
  warn,
  warmed,
  pollMs = POLL_MS,
}: WarmUpOptions): RegistryWarmUp {
  const file = path.join(deployDir, 'registry.json');
  const remotesDir = path.join(deployDir, 'remotes');
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
    let raw: string;
    try {
      raw = fs.readFileSync(file, 'utf8');
    } catch {
      return;
    }
    const named = namedVersions(raw);
    const key = JSON.stringify(named);
    if (!named || key === warmedKey) return;
    warmedKey = key;
    for (const version of named.shell) {
      await warmShell(version, named.remotes).catch((error: unknown) => warn(`warm-up: shell ${version}: ${String(error)}`));
    }
  }

  let checking = false;
  const check = () => {
    // One look at a time: a slow warm-up is not queued behind by a look every poll.
    if (checking) return;
    checking = true;
    running = warmIfChanged()
      .catch((error: unknown) => warn(`warm-up: ${String(error)}`))
      .finally(() => {
        checking = false;
      });
  };
  const timer = setInterval(check, pollMs);
  timer.unref();
  check();
  return {
    idle: () => running,
    close: () => clearInterval(timer),
  };
}
