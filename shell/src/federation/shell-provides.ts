// What this shell build provides to the page's remotes: each singleton and its version, written in
// by the build from the same list as its contract.json (shared/webpack/federation-config.cjs).
import type { SingletonVersions } from '@store/shared';

declare const __SHELL_PROVIDES__: SingletonVersions | undefined;

export const SHELL_PROVIDES: SingletonVersions = typeof __SHELL_PROVIDES__ === 'undefined' ? {} : __SHELL_PROVIDES__;
