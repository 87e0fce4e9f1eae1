// pnpm release <remote|shell> [--no-build]: build, check the contract against what is current,
// publish as a new immutable version, make it current.
import { assertFits, builtContract } from './lib/contract.ts';
import { assertRemoteName } from './lib/paths.ts';
import { buildRemote, publish, versionOf } from './lib/publish.ts';
import { makeCurrent, readRegistry } from './lib/registry.ts';

export function release(name: string | undefined, options: { build: boolean }): string {
  const remote = assertRemoteName(name);
  const previous = readRegistry()[remote]?.current;
  if (options.build) {
    console.log(`[1/3] Building ${remote}...`);
    buildRemote(remote);
  } else {
    console.log(`[1/3] Using the existing build of ${remote}`);
  }
  const version = versionOf(remote);
  // Checked before anything is published or made current: a refused version changes nothing.
  assertFits(remote, version, builtContract(remote), readRegistry());
  console.log(`[2/3] Publishing ${remote} ${version}...`);
  const { info, alreadyPublished } = publish(remote, version);
  if (alreadyPublished) console.log(`      ${version} was already published; reusing it unchanged`);
  else console.log(`      ${info.files} files, ${(info.jsGzipBytes / 1024).toFixed(1)} KB of gzipped JavaScript`);
  makeCurrent(remote, version);
  console.log(`[3/3] ${remote} ${version} is now current${previous && previous !== version ? ` (was ${previous})` : ''}`);
  return version;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  try {
    release(args.find((arg) => !arg.startsWith('--')), { build: !args.includes('--no-build') });
  } catch (error) {
    console.error(`release failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
