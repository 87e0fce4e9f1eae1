// The release plane's shapes are written twice: in the api (which may not import @store/shared) and in
// shared/src/release-registry (which the edge, the commands and the tests read). When either changes
// alone, `pnpm typecheck` (tsc -p scripts) fails here instead of an edge misreading the plane.
import type * as Api from '../../api/src/modules/releases/release-types.ts';
import type * as Shared from '../../shared/src/release-registry/release-registry.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

export type SameCanary = Expect<Equal<Api.Canary, Shared.Canary>>;
export type SameEntry = Expect<Equal<Api.RegistryEntry, Shared.RegistryEntry>>;
export type SameAuditAction = Expect<Equal<Api.AuditAction, Shared.AuditAction>>;
export type SameAuditRecord = Expect<Equal<Api.AuditRecord, Shared.AuditRecord>>;
export type SameVersionInfo = Expect<Equal<Api.VersionInfo, Shared.VersionInfo>>;
export type SameExpected = Expect<Equal<Api.Expected, Shared.Expected>>;
/** The api answers every name it holds; a reader may ask for one it does not. */
export type SameRegistry = Expect<Equal<Partial<Api.Registry>, Shared.Registry>>;
