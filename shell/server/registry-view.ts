// Each remote's version in a shopper's registry view comes with its needs (its contract.json), so
// the shell can refuse a version it cannot run before loading any of its code.
import path from 'node:path';
import type { SingletonVersions } from '@store/shared';
import { readReleasedJson, wasRead } from './released-json';

const contractFile = (copyDir: string, name: string, version: string) =>
  path.join(copyDir, 'remotes', name, version, 'contract.json');

const hasContract = (name: string, entry: { current: string; entry?: string }) =>
  name !== 'shell' && !entry.entry && typeof entry.current === 'string';

/** A version's needs from its contract.json; null while it is not published (read again next time), or recorded none. */
function needsOf(copyDir: string, name: string, version: string): SingletonVersions | null {
  return readReleasedJson<{ needs?: SingletonVersions }>(contractFile(copyDir, name, version))?.needs ?? null;
}

export function withNeeds<E extends { current: string; entry?: string }>(
  registry: Record<string, E>,
  copyDir: string,
): Record<string, E & { needs?: SingletonVersions }> {
  const view: Record<string, E & { needs?: SingletonVersions }> = {};
  for (const [name, entry] of Object.entries(registry)) {
    const needs = hasContract(name, entry) ? needsOf(copyDir, name, entry.current) : null;
    view[name] = needs ? { ...entry, needs } : entry;
  }
  return view;
}

/** False while a version's contract could not be read (not published yet): a view to make again. */
export function everyContractRead(view: Record<string, { current: string; entry?: string }>, copyDir: string): boolean {
  return Object.entries(view).every(
    ([name, entry]) => !hasContract(name, entry) || wasRead(contractFile(copyDir, name, entry.current)),
  );
}
