// pnpm rollback <remote> [--to <version>]: make an earlier published version current again.
// Without --to it goes to the version before the current one.
import { assertFits, publishedContract } from './lib/contract.ts';
import { assertRemoteName } from './lib/paths.ts';
import { readRegistry, writeRegistry } from './lib/registry.ts';

export function rollback(name: string | undefined, to: string | undefined): string {
  const remote = assertRemoteName(name);
  const registry = readRegistry();
  const entry = registry[remote];
  if (!entry) throw new Error(`${remote} has never been released`);
  const index = entry.versions.indexOf(entry.current);
  const target = to ?? entry.versions[index - 1];
  if (!target) throw new Error(`${remote} ${entry.current} is its oldest version; there is nothing to roll back to`);
  if (!entry.versions.includes(target)) {
    throw new Error(`${remote} has no version ${target}. Published: ${entry.versions.join(', ')}`);
  }
  assertFits(remote, target, publishedContract(remote, target), registry);
  const from = entry.current;
  entry.current = target;
  writeRegistry(registry);
  console.log(`${remote}: ${from} -> ${target}. The next page load gets ${target}.`);
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const toIndex = args.indexOf('--to');
  const to = toIndex >= 0 ? args[toIndex + 1] : undefined;
  if (toIndex >= 0 && !to) {
    console.error('rollback failed: --to needs a version');
    process.exit(1);
  }
  try {
    rollback(args.find((arg, i) => !arg.startsWith("--") && (toIndex < 0 || i !== toIndex + 1)), to);
  } catch (error) {
    console.error(`rollback failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
