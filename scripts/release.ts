// pnpm release <remote|shell> [--no-build | --from <dir>] [--canary <percent>] [--by <name>]: build,
// check the contract against what is current, publish as a new immutable version, make it current
// (or, with --canary, serve it to that share of shoppers). --from publishes a build kept in another
// folder (a pipeline's artifact, a drill's changed build) without touching the package's dist/.
import { defaultActor } from './lib/actor.ts';
import { parseCommand, parsePercent, runCommand, UsageError } from './lib/cli-args.ts';
import { assertFits, builtContract } from './lib/contract.ts';
import { applyRelease } from './lib/operations.ts';
import { assertRemoteName } from './lib/paths.ts';
import { buildRemote, distDir, hasBuild, publish, versionOf } from './lib/publish.ts';
import { releasePlane } from './lib/release-plane.ts';

export const RELEASE_USAGE =
  'Usage: pnpm release <remote|shell> [--no-build | --from <build folder>] [--canary <percent 1-99>] [--by <name>]';

export async function release(
  name: string | undefined,
  options: { build: boolean; from?: string; canary?: number; by?: string },
): Promise<string> {
  let remote: ReturnType<typeof assertRemoteName>;
  try {
    remote = assertRemoteName(name);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { from } = options;
  if (from) {
    if (!hasBuild(remote, from)) throw new UsageError(`${from} holds no build of ${remote} (no contract.json)`);
    console.log(`[1/3] Using the build of ${remote} in ${from}`);
  } else if (options.build) {
    console.log(`[1/3] Building ${remote}...`);
    buildRemote(remote);
  } else {
    console.log(`[1/3] Using the existing build of ${remote}`);
  }
  const version = versionOf(remote, from);
  // Checked before anything is published or made current (a canary too): a refused version changes nothing.
  const { registry } = await (await releasePlane()).registry();
  const contract = builtContract(remote, from);
  assertFits(remote, version, contract, registry);
  console.log(`[2/3] Publishing ${remote} ${version}...`);
  const { info, alreadyPublished } = publish(remote, version, distDir(remote, from));
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
      from: { type: 'string' },
      canary: { type: 'string' },
      by: { type: 'string' },
    });
    await release(name, {
      build: !values['no-build'],
      from: values.from,
      canary: values.canary === undefined ? undefined : parsePercent(values.canary),
      by: values.by,
    });
  });
}
