// pnpm promote <remote> [--by <name>]: the running canary becomes current for every shopper.
import { defaultActor } from './lib/actor.ts';
import { parseCommand, runCommand } from './lib/cli-args.ts';
import { promoteCanary } from './lib/operations.ts';

const USAGE = 'Usage: pnpm promote <remote> [--by <name>]';

runCommand('promote', USAGE, async () => {
  const { name, values } = parseCommand(process.argv.slice(2), { by: { type: 'string' } });
  const record = await promoteCanary(name, { by: values.by ?? defaultActor() });
  console.log(`${name}: ${record.from} -> ${record.to} for every shopper from the next page load.`);
});
