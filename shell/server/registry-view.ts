// Each remote's version in a shopper's registry view comes with its needs (its contract.json), so
// the shell can refuse a version it cannot run before loading any of its code.
import fs from 'node:fs';
import path from 'node:path';
import type { SingletonVersions } from '@store/shared';

// Published versions never change, so each contract is read once.
const needsByVersion = new Map<string, SingletonVersions | null>();

function needsOf(copyDir: string, name: string, version: string): SingletonVersions | null {
  const file = path.join(copyDir, 'remotes', name, version, 'contract.json');
  if (!needsByVersion.has(file)) {
    try {
      const contract = JSON.parse(fs.readFileSync(file, 'utf8')) as { needs?: SingletonVersions };
      needsByVersion.set(file, contract.needs ?? null);
    } catch {
      // Not published (yet) or published before contracts were recorded: read again next time.
      return null;
    }
  }
  return needsByVersion.get(file) ?? null;
}

export function withNeeds<E extends { current: string; entry?: string }>(
  registry: Record<string, E>,
  copyDir: string,
): Record<string, E & { needs?: SingletonVersions }> {
  const view: Record<string, E & { needs?: SingletonVersions }> = {};
  for (const [name, entry] of Object.entries(registry)) {
    const needs =
      name === 'shell' || entry.entry || typeof entry.current !== 'string' ? null : needsOf(copyDir, name, entry.current);
    view[name] = needs ? { ...entry, needs } : entry;
  }
  return view;
}
