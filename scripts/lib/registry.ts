// deploy/registry.json (docs/contracts.md §6): { "<name>": { "current": v, "versions": [oldest..newest],
// "canary"?: { "version": v, "percent": p } } }. Any name in the file is handled alike (remotes and
// the shell). Written to a temp file and renamed, so a page load never reads half a registry.
import fs from 'node:fs';
import path from 'node:path';
import { REGISTRY_FILE } from './paths.ts';

export interface Canary {
  version: string;
  percent: number;
}

export interface RegistryEntry {
  current: string;
  versions: string[];
  canary?: Canary;
}
export type Registry = Record<string, RegistryEntry | undefined>;

export function readRegistry(): Registry {
  if (!fs.existsSync(REGISTRY_FILE)) return {};
  const parsed: unknown = JSON.parse(fs.readFileSync(REGISTRY_FILE, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${REGISTRY_FILE} is not a registry object`);
  }
  return parsed as Registry;
}

export function writeRegistry(registry: Registry): void {
  fs.mkdirSync(path.dirname(REGISTRY_FILE), { recursive: true });
  const temp = `${REGISTRY_FILE}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(temp, REGISTRY_FILE);
}
