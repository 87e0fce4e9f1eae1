// One address floods the home page for the whole soak: autocannon from 127.0.0.1, as pnpm bench:ssr's
// fair-share part does (scripts/lib/bench-fair-share.ts). It may be refused (503, 429); nothing else.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../paths.ts';

export interface FloodResult {
  requests: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  errors: number;
}

interface AutocannonJson {
  requests: { total: number };
  statusCodeStats?: Record<string, { count: number }>;
  errors: number;
}

export const FLOOD_MAY_GET = new Set(['200', '503', '429']);

export function startFlood(url: string, connections: number, seconds: number): { finished: Promise<FloodResult>; stop(): void } {
  const bin = path.join(REPO_ROOT, 'api', 'node_modules', '.bin', 'autocannon');
  const flooder = spawn(
    bin,
    ['--json', '-c', String(connections), '-d', String(seconds), '-H', 'accept-encoding=gzip, br', url],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  let output = '';
  flooder.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<FloodResult>((resolve, reject) =>
    flooder.on('exit', () => {
      try {
        const result = JSON.parse(output) as AutocannonJson;
        const statuses = Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
        );
        resolve({ requests: result.requests.total, statuses, errors: result.errors });
      } catch {
        reject(new Error('the flood (autocannon) printed no figures'));
      }
    }),
  );
  return { finished, stop: () => flooder.kill('SIGINT') };
}
