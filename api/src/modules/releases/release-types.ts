// What the release plane holds and answers (docs/contracts.md §6). The edge, the operator's
// commands and the tests read the same shapes through shared/src/release-registry/.

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
export type Registry = Record<string, RegistryEntry>;

export type AuditAction = 'release' | 'canary-start' | 'promote' | 'rollback' | 'canary-end';

export interface AuditRecord {
  /** The change id: the registry read after this record carries at least it. */
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

/** What publishing a version measured (scripts/lib/publish.ts) and its build's contract. */
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
  /** Per name and version, what publishing it recorded. */
  versions: Record<string, Record<string, VersionInfo>>;
  /** Per name, where `rollback` without a version would go (null: nowhere). */
  rollbackTo: Record<string, string | null>;
}

/** What a caller decided against: each named entry's current and canary version at the time. */
export type Expected = Record<string, { current: string | null; canary?: string | null }>;
