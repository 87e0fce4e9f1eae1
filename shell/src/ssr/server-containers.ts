// Loads an exposed module of a remote's published server build, in the version a request's registry
// names. A release or rollback shows on the next request: the remote is registered again with the
// new entry (force drops the old container); modules already loaded stay usable by their own runtime.
// At most KEEP_VERSIONS versions of a remote are kept (a canary and its current), the rest dropped.
import fs from 'node:fs';
import path from 'node:path';
import { containerName, type RemoteName } from '../federation/remotes';
import { BUILD_ID, federation } from './server-federation';

const KEEP_VERSIONS = 2;

export type ServerModule = Record<string, unknown>;

const registered = new Map<RemoteName, string>();
/** Per remote: version → (module → loaded module), most recently used last. */
const loadedVersions = new Map<RemoteName, Map<string, Map<string, Promise<ServerModule>>>>();
/** One registration and load at a time per remote: two versions share one container name. */
const queues = new Map<RemoteName, Promise<unknown>>();

export function serverEntryOf(remotesDir: string, remote: RemoteName, version: string): string {
  return path.join(remotesDir, remote, version, 'server', 'remoteEntry.js');
}

function queued<T>(remote: RemoteName, work: () => Promise<T>): Promise<T> {
  const next = (queues.get(remote) ?? Promise.resolve()).then(work, work);
  queues.set(
    remote,
    next.catch(() => undefined),
  );
  return next;
}

async function load(remotesDir: string, remote: RemoteName, version: string, module: string): Promise<ServerModule> {
  const entry = serverEntryOf(remotesDir, remote, version);
  if (!fs.existsSync(entry)) throw new Error(`${remote} ${version} has no server build`);
  if (registered.get(remote) !== entry) {
    // The build's id makes the entry this shell's own: the runtime caches containers by name and entry.
    federation.registerRemotes([{ name: containerName(remote), entry: `${entry}?shell=${BUILD_ID}` }], {
      force: registered.has(remote),
    });
    registered.set(remote, entry);
  }
  const loaded = await federation.loadRemote<ServerModule>(`${containerName(remote)}/${module}`);
  if (!loaded) throw new Error(`${remote} ${version} has no ${module}`);
  return loaded;
}

function versionCache(remote: RemoteName, version: string): Map<string, Promise<ServerModule>> {
  const versions = loadedVersions.get(remote) ?? new Map<string, Map<string, Promise<ServerModule>>>();
  loadedVersions.set(remote, versions);
  const modules = versions.get(version) ?? new Map<string, Promise<ServerModule>>();
  versions.delete(version);
  versions.set(version, modules);
  for (const old of [...versions.keys()].slice(0, -KEEP_VERSIONS)) versions.delete(old);
  return modules;
}

/** The module's exports; a failure is not kept, so a fixed or republished build is tried again. */
export function loadServerModule(remotesDir: string, remote: RemoteName, version: string, module: string): Promise<ServerModule> {
  const modules = versionCache(remote, version);
  let loading = modules.get(module);
  if (!loading) {
    loading = queued(remote, () => load(remotesDir, remote, version, module));
    modules.set(module, loading);
    loading.catch(() => modules.delete(module));
  }
  return loading;
}
