// Where `rollback` goes without a named version: the version that was live before the current one,
// by the history of what was current, skipping every version that was rolled back away from (and
// not made current again since). Without a history that ends at the current version (a registry
// imported from before the history was kept, or edited by hand) it falls back to the version
// published before it.
import { CHANGES_CURRENT, type AuditRecord, type RegistryEntry } from './release-types.js';

export function rollbackTarget(
  entry: RegistryEntry,
  records: ReadonlyArray<Pick<AuditRecord, 'action' | 'from' | 'to'>>,
): string | undefined {
  const history = records.filter((record) => CHANGES_CURRENT.has(record.action) && record.to);
  const last = history.at(-1);
  if (!last || last.to !== entry.current) return entry.versions[entry.versions.indexOf(entry.current) - 1];

  const rolledBackFrom = new Set<string>();
  for (const record of history) {
    if (record.action === 'rollback' && record.from) rolledBackFrom.add(record.from);
    rolledBackFrom.delete(record.to as string);
  }
  for (let i = history.length - 2; i >= 0; i -= 1) {
    const version = history[i]?.to as string;
    if (version !== entry.current && !rolledBackFrom.has(version) && entry.versions.includes(version)) return version;
  }
  return undefined;
}
