// pnpm release <remote|shell> [--no-build] [--canary <percent>] [--by <name>]: build, check the
// contract against what is current, publish as a new immutable version, make it current (or, with
// --canary, serve it to that share of shoppers).
import { defaultActor } from './lib/actor.ts';
import { parseCommand, parsePercent, runCommand, UsageError } from './lib/cli-args.ts';
import { assertFits, builtContract } from './lib/contract.ts';
import { applyRelease } from './lib/operations.ts';
import { assertRemoteName } from './lib/paths.ts';
import { buildRemote, publish, versionOf } from './lib/publish.ts';
import { releasePlane } from './lib/release-plane.ts';

export const RELEASE_USAGE = 'Usage: pnpm release <remote|shell> [--no-build] [--canary <percent 1-99>] [--by <name>]';

export async function release(
  name: string | undefined,
  options: { build: boolean; canary?: number; by?: string },
): Promise<string> {
  let remote: ReturnType<typeof assertRemoteName>;
  try {
    remote = assertRemoteName(name);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (options.build) {
    console.log(`[1/3] Building ${remote}...`);
    buildRemote(remote);
  } else {
    console.log(`[1/3] Using the existing build of ${remote}`);
  }
  const version = versionOf(remote);
  // Checked before anything is published or made current (a canary too): a refused version changes nothing.
  const { registry } = await (await releasePlane()).registry();
  const contract = builtContract(remote);
  assertFits(remote, version, contract, registry);
  console.log(`[2/3] Publishing ${remote} ${version}...`);
  const { info, alreadyPublished } = publish(remote, version);
  if (alreadyPublished) console.log(`      ${version} was already published; reusing it unchanged`);
  else console.log(`      ${info.files} files, ${(info.jsGzipBytes / 1024).toFixed(1)} KB of gzipped JavaScript`);
  const record = await applyRelease(remote, version, {
    by: options.by ?? defaultActor(),
    canary: options.canary,
    info,
    contract,
    registry,
  });
  if (options.canary !== undefined) {
    console.log(`[3/3] ${remote} ${version} is a canary for ${options.canary}% of shoppers; the others keep ${record.from}.`);
    console.log(`      pnpm promote ${remote} makes it current for everyone; pnpm rollback ${remote} ends it.`);
  } else {
    console.log(
      `[3/3] ${remote} ${version} is now current${record.from && record.from !== version ? ` (was ${record.from})` : ''}`,
    );
  }
  return version;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCommand('release', RELEASE_USAGE, async () => {
    const { name, values } = parseCommand(process.argv.slice(2), {
      'no-build': { type: 'boolean' },
      canary: { type: 'string' },
      by: { type: 'string' },
    });
    await release(name, {
      build: !values['no-build'],
      canary: values.canary === undefined ? undefined : parsePercent(values.canary),
      by: values.by,
    });
  });
}
