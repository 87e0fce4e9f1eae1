// pnpm remotes: the shell's and each remote's current version, canary and share, the version live
// before, build time and size; then every published version with what it needs of the page's
// singletons (or, for the shell, what it provides).
import fs from 'node:fs';
import path from 'node:path';
import { readAudit } from './lib/audit-log.ts';
import { publishedContract, summarise } from './lib/contract.ts';
import { RELEASABLE_NAMES, REMOTES_DIR, type RemoteName } from './lib/paths.ts';
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
const names = [...new Set([...RELEASABLE_NAMES, ...Object.keys(registry)])];
const rows = names.map((remote) => {
  const entry = registry[remote];
  const details = info(remote, entry?.current);
  return {
    remote,
    current: entry?.current ?? '(not released)',
    canary: entry?.canary ? `${entry.canary.version} (${entry.canary.percent}%)` : '-',
    'rollback to':
      (entry &&
        rollbackTarget(
          entry,
          audit.filter((record) => record.remote === remote),
        )) ??
      '-',
    versions: entry?.versions.length ?? 0,
    built: details?.builtAt.replace('T', ' ').slice(0, 19) ?? '-',
    'js gzip KB': details ? (details.jsGzipBytes / 1024).toFixed(1) : '-',
  };
});
console.table(rows);

function contractLine(name: string, version: string): string {
  const contract = (RELEASABLE_NAMES as readonly string[]).includes(name)
    ? publishedContract(name as RemoteName, version)
    : undefined;
  if (!contract) return '(no contract recorded)';
  return contract.role === 'host' ? `provides ${summarise(contract.provides)}` : `needs ${summarise(contract.needs)}`;
}

for (const name of names) {
  const entry = registry[name];
  if (!entry) continue;
  console.log(`\n${name}`);
  for (const version of entry.versions) {
    const mark = version === entry.current ? '*' : version === entry.canary?.version ? 'c' : ' ';
    console.log(`  ${mark} ${version}  ${contractLine(name, version)}`);
  }
}
