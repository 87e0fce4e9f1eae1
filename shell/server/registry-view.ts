// The registry as the edge serves it (/registry.json and the copy written into each page): the file
// deploy/registry.json, with each remote's current version's needs (its contract.json) added, so the
// shell can refuse a version it cannot run before loading any of its code.
import fs from 'node:fs';
import path from 'node:path';
import type { SingletonVersions } from '@store/shared';
import type { Registry } from '../src/federation/remotes';

export function readRegistryText(deployDir: string): string {
  try {
    return fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8');
  } catch {
    return '{}';
  }
}

/** The parsed registry, or null when the file is not a registry object. */
export function parseRegistry(text: string): Registry | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Registry) : null;
  } catch {
    return null;
  }
}

// Published versions never change, so each contract is read once.
const needsByVersion = new Map<string, SingletonVersions | null>();

function needsOf(deployDir: string, name: string, version: string): SingletonVersions | null {
  const file = path.join(deployDir, 'remotes', name, version, 'contract.json');
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

export function withNeeds(registry: Registry, deployDir: string): Registry {
  const view: Registry = {};
  for (const [name, entry] of Object.entries(registry) as Array<[keyof Registry, Registry[keyof Registry]]>) {
    if (!entry || typeof entry !== 'object' || typeof entry.current !== 'string') {
      view[name] = entry;
      continue;
    }
    const needs = name === 'shell' || entry.entry ? null : needsOf(deployDir, name, entry.current);
    view[name] = needs ? { ...entry, needs } : entry;
  }
  return view;
}
