// The edge's copy of the release registry (ARCHITECTURE.md, "The release plane"): read from the
// api's release plane at start and kept in step by following its change feed, so a page reads it
// from memory. While the plane cannot be reached the edge keeps serving the last registry it read.
import { followRegistry, releasePlaneClient, type Registry, type RegistryFollower } from '@store/shared/release-registry';

export interface EdgeRegistry {
  /** The registry as last read; null before the first read. */
  current(): Registry | null;
  /** A version's content hash (the sha256 of its files.json) as the plane holds it; null when it has none. */
  contentHash(name: string, version: string): string | null;
  /** Called after each change of the registry. */
  onChange(listener: () => void): () => void;
  ready(timeoutMs?: number): Promise<void>;
  close(): void;
}

function fromFollower(follower: RegistryFollower): EdgeRegistry {
  return {
    current: () => follower.current()?.registry ?? null,
    contentHash: (name, version) => follower.current()?.versions[name]?.[version]?.contentHash ?? null,
    onChange: (listener) => follower.onChange(() => listener()),
    ready: (timeoutMs) => follower.ready(timeoutMs),
    close: () => follower.close(),
  };
}

export function planeRegistry(apiUrl: string, log: { warn(message: string): void; info(message: string): void }): EdgeRegistry {
  return fromFollower(
    followRegistry(releasePlaneClient(apiUrl), { warn: (message) => log.warn(message), info: (message) => log.info(message) }),
  );
}

/**
 * A registry set by hand (tests, and a store served without an api); `contentHashes` per name and
 * version, as the plane keeps them (a version missing there has none).
 */
export function fixedRegistry(
  initial: Registry | null = null,
  contentHashes: Record<string, Record<string, string>> = {},
): EdgeRegistry & { set(registry: Registry | null): void } {
  let registry = initial;
  const listeners = new Set<() => void>();
  return {
    current: () => registry,
    contentHash: (name, version) => contentHashes[name]?.[version] ?? null,
    set(next) {
      registry = next;
      for (const listener of listeners) listener();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: async () => {},
    close: () => {},
  };
}
