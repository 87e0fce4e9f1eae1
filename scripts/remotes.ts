// pnpm remotes [--json]: the shell's and each remote's current version, canary and share, the version
// live before, build time and size; then every published version with what it needs of the page's
// singletons (or, for the shell, what it provides). --json prints the whole registry as the release
// plane holds it (with each version's record and the change id) and its audit log.
import { parseArgs } from 'node:util';
import { runCommand } from './lib/cli-args.ts';
import { summarise, type BuildContract } from './lib/contract.ts';
import { RELEASABLE_NAMES } from './lib/paths.ts';
import { releasePlane } from './lib/release-plane.ts';

const USAGE = 'Usage: pnpm remotes [--json]';

runCommand('remotes', USAGE, async () => {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { json: { type: 'boolean' } }, strict: true });
  const plane = await (await releasePlane()).registry();
  if (values.json) {
    console.log(JSON.stringify({ ...plane, audit: await (await releasePlane()).audit() }, null, 2));
    return;
  }
  const { registry, versions, rollbackTo } = plane;
  const names = [...new Set([...RELEASABLE_NAMES, ...Object.keys(registry)])];
  const rows = names.map((remote) => {
    const entry = registry[remote];
    const details = entry ? versions[remote]?.[entry.current] : undefined;
    return {
      remote,
      current: entry?.current ?? '(not released)',
      canary: entry?.canary ? `${entry.canary.version} (${entry.canary.percent}%)` : '-',
      'rollback to': rollbackTo[remote] ?? '-',
      versions: entry?.versions.length ?? 0,
      built: details?.builtAt?.replace('T', ' ').slice(0, 19) ?? '-',
      'js gzip KB': details?.jsGzipBytes != null ? (details.jsGzipBytes / 1024).toFixed(1) : '-',
    };
  });
  console.table(rows);

  const contractLine = (name: string, version: string): string => {
    const contract = versions[name]?.[version]?.contract as BuildContract | null | undefined;
    if (!contract) return '(no contract recorded)';
    return contract.role === 'host' ? `provides ${summarise(contract.provides)}` : `needs ${summarise(contract.needs)}`;
  };
  for (const name of names) {
    const entry = registry[name];
    if (!entry) continue;
    console.log(`\n${name}`);
    for (const version of entry.versions) {
      const mark = version === entry.current ? '*' : version === entry.canary?.version ? 'c' : ' ';
      console.log(`  ${mark} ${version}  ${contractLine(name, version)}`);
    }
  }
});
