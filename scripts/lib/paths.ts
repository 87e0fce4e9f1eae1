// Where the operator scripts find things. DEPLOY_DIR lets a test or a second copy use its own;
// ASSET_DIR is the asset store releases are written into (a shared volume on several machines).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEPLOY_DIR = path.resolve(process.env.DEPLOY_DIR ?? path.join(REPO_ROOT, 'deploy'));
export const REMOTES_DIR = path.resolve(process.env.ASSET_DIR?.trim() || path.join(DEPLOY_DIR, 'remotes'));

export const REMOTE_NAMES = ['mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-content'] as const;
/** What is released, rolled back and listed on its own: the shell and each remote. */
export const RELEASABLE_NAMES = ['shell', ...REMOTE_NAMES] as const;
export type RemoteName = (typeof RELEASABLE_NAMES)[number];

export function assertRemoteName(name: string | undefined): RemoteName {
  if (!name || !(RELEASABLE_NAMES as readonly string[]).includes(name)) {
    throw new Error(`Unknown remote "${name ?? ''}". Remotes: ${RELEASABLE_NAMES.join(', ')}`);
  }
  return name as RemoteName;
}
