// pnpm remotes: each remote's current and previous versions, build time and size.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from './lib/paths.ts';
import { versionDir, type ReleaseInfo } from './lib/publish.ts';
import { readRegistry } from './lib/registry.ts';

function info(remote: (typeof REMOTE_NAMES)[number], version: string | undefined): ReleaseInfo | undefined {
  if (!version) return undefined;
  const file = path.join(versionDir(remote, version), 'release.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseInfo) : undefined;
}

const registry = readRegistry();
const rows = REMOTE_NAMES.map((remote) => {
  const entry = registry[remote];
  const current = entry?.current;
  const previous = entry ? entry.versions[entry.versions.indexOf(entry.current) - 1] : undefined;
  const details = info(remote, current);
  return {
    remote,
    current: current ?? '(not released)',
    previous: previous ?? '-',
    versions: entry?.versions.length ?? 0,
    built: details?.builtAt.replace('T', ' ').slice(0, 19) ?? '-',
    'js gzip KB': details ? (details.jsGzipBytes / 1024).toFixed(1) : '-',
  };
});
console.table(rows);
