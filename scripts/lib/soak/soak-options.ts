// pnpm soak's options: how long, how many journeys a second, how hard the one address floods.
import { parseArgs } from 'node:util';

export const SOAK_USAGE =
  'Usage: pnpm soak [--minutes <1-600>] [--rate <journeys a second, 0.1-50>] [--flood-connections <1-500>]';

export interface SoakOptions {
  minutes: number;
  /** Shoppers' journeys started per second, steadily. */
  rate: number;
  floodConnections: number;
}

function number(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < min || value > max)
    throw new Error(`--${name} takes a number from ${min} to ${max}, got "${text}"\n${SOAK_USAGE}`);
  return value;
}

export function soakOptions(argv: readonly string[]): SoakOptions {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: [...argv],
      options: { minutes: { type: 'string' }, rate: { type: 'string' }, 'flood-connections': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${SOAK_USAGE}`);
  }
  return {
    minutes: number('minutes', values.minutes, 60, 1, 600),
    rate: number('rate', values.rate, 2, 0.1, 50),
    floodConnections: Math.round(number('flood-connections', values['flood-connections'], 20, 1, 500)),
  };
}
