// pnpm remotes: the shell's and each remote's current and previous versions, build time and size,
// then every published version with what it needs of the page's singletons (or, for the shell,
// what it provides).
import fs from 'node:fs';
import path from 'node:path';
import { publishedContract, summarise } from './lib/contract.ts';
import { RELEASABLE_NAMES, type RemoteName } from './lib/paths.ts';
import { versionDir, type ReleaseInfo } from './lib/publish.ts';
import { readRegistry } from './lib/registry.ts';

function info(remote: RemoteName, version: string | undefined): ReleaseInfo | undefined {
  if (!version) return undefined;
  const file = path.join(versionDir(remote, version), 'release.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseInfo) : undefined;
}

const registry = readRegistry();
const rows = RELEASABLE_NAMES.map((remote) => {
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

function contractLine(name: RemoteName, version: string): string {
  const contract = publishedContract(name, version);
  if (!contract) return '(published before contracts were recorded)';
  return contract.role === 'host' ? `provides ${summarise(contract.provides)}` : `needs ${summarise(contract.needs)}`;
}

for (const name of RELEASABLE_NAMES) {
  const entry = registry[name];
  if (!entry) continue;
  console.log(`\n${name}`);
  for (const version of entry.versions) {
    console.log(`  ${version === entry.current ? '*' : ' '} ${version}  ${contractLine(name, version)}`);
  }
}
