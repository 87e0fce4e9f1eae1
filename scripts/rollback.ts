// pnpm rollback <remote> [--to <version>] [--by <name>]: during a canary, end it; otherwise make the
// version that was live before the current one (or the named one) current again.
import { defaultActor } from './lib/actor.ts';
import { parseCommand, runCommand } from './lib/cli-args.ts';
import { rollbackRemote } from './lib/operations.ts';

const USAGE = 'Usage: pnpm rollback <remote> [--to <version>] [--by <name>]';

runCommand('rollback', USAGE, async () => {
  const { name, values } = parseCommand(process.argv.slice(2), { to: { type: 'string' }, by: { type: 'string' } });
  const record = await rollbackRemote(name, { to: values.to, by: values.by ?? defaultActor() });
  if (record.action === 'canary-end') {
    console.log(`${name}: canary ${record.from} ended; every shopper gets ${record.to} again from the next page load.`);
  } else {
    console.log(`${name}: ${record.from} -> ${record.to}. The next page load gets ${record.to}.`);
  }
});
