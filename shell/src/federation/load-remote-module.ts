// Loads one exposed module of one remote at runtime: registry -> manifest -> remote entry -> module.
// A network failure is retried once; the whole attempt gives up after 5 s (ARCHITECTURE.md, Release and rollback).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRegistry } from './registry';
import { containerName, manifestUrl, type RemoteName } from './remotes';

export const REMOTE_TIMEOUT_MS = 5000;

export class RemoteLoadError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'network' | 'missing',
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

const registeredEntries = new Map<RemoteName, string>();

async function register(remote: RemoteName, fresh: boolean): Promise<void> {
  const registry = await loadRegistry(fresh);
  const entry = registry[remote];
  if (!entry) throw new RemoteLoadError(`${remote} is not in the registry`, 'missing');
  const url = manifestUrl(remote, entry);
  if (!fresh && registeredEntries.get(remote) === url) return;
  // force drops what the runtime cached for this remote, so Retry really fetches again.
  registerRemotes([{ name: containerName(remote), entry: url }], { force: registeredEntries.has(remote) });
  registeredEntries.set(remote, url);
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(`${what} took longer than ${ms / 1000} s`, 'timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function attempt<T>(remote: RemoteName, exposed: string, fresh: boolean): Promise<T> {
  await register(remote, fresh);
  const loaded = await loadRemote<{ default?: T } | T>(`${containerName(remote)}/${exposed}`);
  if (!loaded) throw new RemoteLoadError(`${remote}/${exposed} could not be loaded`, 'network');
  const module = loaded as { default?: T };
  return (module.default ?? loaded) as T;
}

export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, options: { fresh?: boolean } = {}): Promise<T> {
  const started = Date.now();
  try {
    return await withTimeout(attempt<T>(remote, exposed, options.fresh ?? false), REMOTE_TIMEOUT_MS, remote);
  } catch (error) {
    if (error instanceof RemoteLoadError && error.kind !== 'network') throw error;
    const left = REMOTE_TIMEOUT_MS - (Date.now() - started);
    if (left <= 0) throw error;
    return withTimeout(attempt<T>(remote, exposed, true), left, remote);
  }
}
