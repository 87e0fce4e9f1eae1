// Argument parsing of the operator commands: node's own parseArgs in strict mode, so an unknown flag
// or a missing value is refused (with the command's usage) instead of being ignored.
import { parseArgs } from 'node:util';
import { closeReleasePlane } from './release-plane.ts';

export class UsageError extends Error {
  override name = 'UsageError';
}

type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;

export interface ParsedCommand<O extends OptionSpec> {
  name: string;
  values: { [K in keyof O]?: O[K]['type'] extends 'string' ? string : boolean };
}

/** Exactly one positional argument (the remote's name) and the given options, in any order. */
export function parseCommand<O extends OptionSpec>(argv: readonly string[], options: O): ParsedCommand<O> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional.*$/s, ''));
  }
  const [name, ...extra] = parsed.positionals;
  if (!name) throw new UsageError('Name the remote');
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra.join(' ')}"`);
  for (const [key, value] of Object.entries(parsed.values)) {
    if (typeof value === 'string' && (value === '' || value.startsWith('-'))) throw new UsageError(`--${key} needs a value`);
  }
  return { name, values: { ...parsed.values } };
}

/** A whole number 1-99: the share of shoppers a canary is served to. */
export function parsePercent(text: string): number {
  if (!/^\d{1,2}$/.test(text) || Number(text) < 1)
    throw new UsageError(`--canary takes a share of shoppers from 1 to 99, got "${text}"`);
  return Number(text);
}

/** Runs a command's main; a usage error prints the usage, every error exits 1 with its message. */
export function runCommand(command: string, usage: string, main: () => void | Promise<void>): void {
  // A plane opened in this process (no api answered) closes its database before the exit.
  const exit = (code: number) => void closeReleasePlane().finally(() => process.exit(code));
  const failed = (error: unknown) => {
    console.error(`${command} failed: ${(error as Error).message}`);
    if (error instanceof UsageError) console.error(`\n${usage}`);
    exit(1);
  };
  try {
    Promise.resolve(main()).then(() => exit(0), failed);
  } catch (error) {
    failed(error);
  }
}
