// One rule for "can this shell run this remote?", used by the shell before it mounts a remote, by
// the edge and by `pnpm release`. `satisfies` is Module Federation's own (its runtime's `satisfy`),
// so the check agrees with what the federation runtime would accept.

/** Singleton package -> the version range a build needs (`^1.2.0`) or a shell provides (`1.3.0`). */
export type SingletonVersions = Record<string, string>;

export interface UnmetNeed {
  package: string;
  needed: string;
  provided: string | null;
}

export function unmetNeeds(
  needs: SingletonVersions | undefined,
  provides: SingletonVersions,
  satisfies: (version: string, range: string) => boolean,
): UnmetNeed[] {
  return Object.entries(needs ?? {}).flatMap(([name, needed]) => {
    const provided = provides[name] ?? null;
    return provided !== null && satisfies(provided, needed) ? [] : [{ package: name, needed, provided }];
  });
}

/** "needs @store/runtime ^1.2.0, the shell provides 1.1.0" */
export function describeUnmet(need: UnmetNeed): string {
  return `needs ${need.package} ${need.needed}, the shell provides ${need.provided ?? 'none'}`;
}
