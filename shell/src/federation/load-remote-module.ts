// Loads one exposed module of one remote at runtime: registry -> manifest -> remote entry -> module.
// A network failure is retried once; the whole attempt gives up after 5 s (docs/contracts.md §6).
// A version whose needs this shell cannot meet is refused before any of its code runs.
import { loadLanguage, splitLanguagePath } from '@store/runtime';
import { loadRemote, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import { describeUnmet, unmetNeeds, type ExposedName } from '@store/shared';
import { reportFieldEvent } from './field-events';
import { loadRegistry } from './registry';
import { containerName, manifestUrl, type RegistryEntry, type RemoteName } from './remotes';
import { SHELL_PROVIDES } from './shell-provides';

export const REMOTE_TIMEOUT_MS = 5000;

export class RemoteLoadError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'network' | 'missing' | 'incompatible',
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

const registeredEntries = new Map<RemoteName, string>();
const registeredVersions = new Map<RemoteName, string>();

/** The version of a remote this page loads or tried last (its side of a canary), for logs and field events. */
export function loadedVersion(remote: RemoteName): string | undefined {
  return registeredVersions.get(remote);
}

function refuseUnmetNeeds(remote: RemoteName, entry: RegistryEntry): void {
  const unmet = unmetNeeds(entry.needs, SHELL_PROVIDES, satisfy);
  if (unmet.length === 0) return;
  throw new RemoteLoadError(`${remote} ${entry.current} ${unmet.map(describeUnmet).join('; ')}`, 'incompatible');
}

async function register(remote: RemoteName, fresh: boolean): Promise<void> {
  const registry = await loadRegistry(fresh);
  const entry = registry[remote];
  if (!entry) throw new RemoteLoadError(`${remote} is not in the registry`, 'missing');
  registeredVersions.set(remote, entry.current);
  refuseUnmetNeeds(remote, entry);
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

/** Loads the module and counts a view of the remote's version, or its load failure (field-events.ts). */
export async function loadRemoteModule<T, R extends RemoteName = RemoteName>(
  remote: R,
  exposed: ExposedName<R>,
  options: { fresh?: boolean } = {},
): Promise<T> {
  try {
    const module = await loadWithRetry<T>(remote, exposed, options.fresh ?? false);
    // The section registered its words as it loaded: fetch them in the page's language before it
    // renders, so a server-rendered slot hydrates with the words it was rendered with. A catalogue
    // that cannot be fetched leaves the section in English rather than not shown.
    await loadLanguage(splitLanguagePath(window.location.pathname).language).catch(() => undefined);
    reportFieldEvent(remote, loadedVersion(remote), 'view');
    return module;
  } catch (error) {
    const kind = error instanceof RemoteLoadError ? error.kind : 'network';
    if (kind !== 'missing') reportFieldEvent(remote, loadedVersion(remote), kind === 'timeout' ? 'timeout' : 'load-failed');
    throw error;
  }
}

async function loadWithRetry<T>(remote: RemoteName, exposed: string, fresh: boolean): Promise<T> {
  const started = Date.now();
  try {
    return await withTimeout(attempt<T>(remote, exposed, fresh), REMOTE_TIMEOUT_MS, remote);
  } catch (error) {
    if (error instanceof RemoteLoadError && error.kind !== 'network') throw error;
    const left = REMOTE_TIMEOUT_MS - (Date.now() - started);
    if (left <= 0) throw error;
    return withTimeout(attempt<T>(remote, exposed, true), left, remote);
  }
}
