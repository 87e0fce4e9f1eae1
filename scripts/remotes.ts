// pnpm remotes: each remote's current version, canary and share, the version live before, build time and size.
import fs from 'node:fs';
import path from 'node:path';
import { readAudit } from './lib/audit-log.ts';
import { REMOTE_NAMES, REMOTES_DIR } from './lib/paths.ts';
import type { ReleaseInfo } from './lib/publish.ts';
import { readRegistry } from './lib/registry.ts';
import { rollbackTarget } from './lib/rollback-target.ts';

function info(remote: string, version: string | undefined): ReleaseInfo | undefined {
  if (!version) return undefined;
  const file = path.join(REMOTES_DIR, remote, version, 'release.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseInfo) : undefined;
}

const registry = readRegistry();
const audit = readAudit();
const names = [...new Set([...REMOTE_NAMES, ...Object.keys(registry)])];
const rows = names.map((remote) => {
  const entry = registry[remote];
  const details = info(remote, entry?.current);
  return {
    remote,
    current: entry?.current ?? '(not released)',
    canary: entry?.canary ? `${entry.canary.version} (${entry.canary.percent}%)` : '-',
    'rollback to': (entry && rollbackTarget(entry, audit.filter((record) => record.remote === remote))) ?? '-',
    versions: entry?.versions.length ?? 0,
    built: details?.builtAt.replace('T', ' ').slice(0, 19) ?? '-',
    'js gzip KB': details ? (details.jsGzipBytes / 1024).toFixed(1) : '-',
  };
});
console.table(rows);
