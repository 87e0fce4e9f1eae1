// The four remotes the shell composes, and the registry that says which version of each is current.
export const REMOTE_NAMES = ['mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTE_LABELS: Record<RemoteName, string> = {
  'mfe-catalog': 'Catalog',
  'mfe-cart-checkout': 'Cart and checkout',
  'mfe-account': 'Account',
  'mfe-content': 'Store information',
};

export interface RegistryEntry {
  current: string;
  versions: string[];
  /** Dev mode only: a dev server's manifest instead of a published version. */
  entry?: string;
}

export type Registry = Partial<Record<RemoteName, RegistryEntry>>;

/** Module Federation container names cannot contain '-'. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

export function manifestUrl(remote: RemoteName, entry: RegistryEntry): string {
  return entry.entry ?? `/remotes/${remote}/${encodeURIComponent(entry.current)}/mf-manifest.json`;
}
