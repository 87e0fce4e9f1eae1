// The release registry as the edge, the operator's commands, /ops and the tests read it: the shapes
// the api's release plane answers (api/src/modules/releases/release-types.ts holds the same; the api
// imports no front-end package). docs/contracts.md §6.

export interface Canary {
  version: string;
  percent: number;
}

/** One name (the shell or a remote): what every shopper gets, every published version (oldest first), the canary. */
export interface RegistryEntry {
  current: string;
  versions: string[];
  canary?: Canary;
}
export type Registry = Record<string, RegistryEntry | undefined>;

export type AuditAction = 'release' | 'canary-start' | 'promote' | 'rollback' | 'canary-end';

export interface AuditRecord {
  /** The change id. */
  id: number;
  at: string;
  by: string;
  remote: string;
  action: AuditAction;
  /** What was current (or, for canary-end, the canary's version) before. */
  from: string | null;
  /** What is current (or, for canary-start, the canary's version) after. */
  to: string | null;
  /** Canary share, or the figures behind an automatic rollback. */
  detail?: string;
}

/** Actions after which `to` is what every shopper gets. */
export const CHANGES_CURRENT: ReadonlySet<AuditAction> = new Set(['release', 'promote', 'rollback']);

/** What publishing a version measured and its build's contract.json. */
export interface VersionInfo {
  builtAt: string | null;
  files: number | null;
  jsBytes: number | null;
  jsGzipBytes: number | null;
  contentHash: string | null;
  contract: Record<string, unknown> | null;
}

/** The whole plane as one read sees it. */
export interface PlaneRegistry {
  /** The last change the registry includes; 0 before the first release. */
  change: number;
  registry: Registry;
  versions: Record<string, Record<string, VersionInfo> | undefined>;
  /** Per name, where `rollback` without a version would go (null: nowhere). */
  rollbackTo: Record<string, string | null | undefined>;
}

/** What a caller decided against: each named entry's current (null: not released) and canary version. */
export type Expected = Record<string, { current: string | null; canary?: string | null }>;

/** The caller's expectation of `names` as `registry` holds them. */
export function expectedOf(registry: Registry, ...names: string[]): Expected {
  return Object.fromEntries(
    names.map((name) => [name, { current: registry[name]?.current ?? null, canary: registry[name]?.canary?.version ?? null }]),
  );
}

/** What one shopper's page gets per name: its side of a canary as `current` (the edge's /registry.json). */
export interface ShopperRegistryEntry {
  current: string;
  versions: string[];
  /** Dev mode only: a dev server's manifest instead of a published version. */
  entry?: string;
  /** The origin serving the published versions when it is not the page's own (the edge's ASSET_ORIGIN). */
  assetOrigin?: string;
  /** What the current version needs of the page's singletons (its contract.json, added by the edge). */
  needs?: Record<string, string>;
}
