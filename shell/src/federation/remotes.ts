// The remotes the shell composes (the contract's, in @store/shared), and the registry that says
// which version of each is current.
import type { RemoteName } from '@store/shared';
import type { ShopperRegistryEntry } from '@store/shared/release-registry';

export type { RemoteName };

/** Each remote's name for shoppers, as a key of the shell's words. */
export const REMOTE_LABELS = {
  'mfe-catalog': 'remote.catalog',
  'mfe-cart-checkout': 'remote.cartCheckout',
  'mfe-account': 'remote.account',
  'mfe-content': 'remote.content',
} as const satisfies Record<RemoteName, string>;

/** One name's entry as the edge answers /registry.json to this shopper (the release registry's module). */
export type RegistryEntry = ShopperRegistryEntry;

/** The remotes' entries, and the shell's own (released and rolled back like a remote). */
export type Registry = Partial<Record<RemoteName | 'shell', RegistryEntry>>;

/** Module Federation container names cannot contain '-'. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

export function manifestUrl(remote: RemoteName, entry: RegistryEntry): string {
  return entry.entry ?? `${entry.assetOrigin ?? ''}/remotes/${remote}/${encodeURIComponent(entry.current)}/mf-manifest.json`;
}
