// One address floods the edge while another shops: the shopper's time to the full HTML of a page,
// sequential requests from its own address (127.0.0.2, another loopback address the edge tells apart),
// idle and then while autocannon drives `floodConnections` connections at the flooded path from
// 127.0.0.1 for `floodSeconds`, and idle again. The edge's admission (shell/server/admission/) is what keeps the two apart.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

const SHOPPER_ADDRESS = '127.0.0.2';

export interface FairShareOptions {
  /** The edge, http://127.0.0.1:<port> (the shopper's requests leave from SHOPPER_ADDRESS). */
  edge: string;
  shopperPath: string;
  floodPath: string;
  floodConnections: number;
  floodSeconds: number;
  /** Idle requests measured (after 20 to warm up). */
  requests: number;
}

export interface Latency {
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
}

export interface FloodAnswers {
  requests: number;
  '2xx': number;
  /** 503 with Retry-After from the edge's admission, and anything else not 2xx. */
  'not 2xx': number;
  errors: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** Milliseconds to the whole answer of one request from the shopper's address. */
function shopperRequest(edge: string, pagePath: string): Promise<number> {
  const url = new URL(pagePath, edge);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        localAddress: SHOPPER_ADDRESS,
        agent,
        headers: { 'accept-encoding': 'gzip, br' },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          if ((response.statusCode ?? 0) >= 400) reject(new Error(`${pagePath} answered ${response.statusCode}`));
          else resolve(Number(process.hrtime.bigint() - started) / 1e6);
        });
      },
    );
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function latency(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
    'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
    requests: times.length,
  };
}

interface AutocannonJson {
  requests: { total: number };
  '2xx': number;
  non2xx: number;
  errors: number;
}

async function idleTimes(options: FairShareOptions): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < options.requests; i += 1) times.push(await shopperRequest(options.edge, options.shopperPath));
  return times;
}

/**
 * Idle before and after the flood (docs/decisions/0011: a busy shared machine moves a p99 on its own; the
 * two idle runs show how much).
 */
export async function fairShare(
  options: FairShareOptions,
): Promise<{ idleBefore: Latency; flooded: Latency; idleAfter: Latency; flood: FloodAnswers }> {
  for (let i = 0; i < 20; i += 1) await shopperRequest(options.edge, options.shopperPath);
  const idleBefore = await idleTimes(options);

  const bin = path.join(REPO_ROOT, 'api', 'node_modules', '.bin', 'autocannon');
  const args = ['--json', '-c', String(options.floodConnections), '-d', String(options.floodSeconds)];
  const flooder = spawn(bin, [...args, '-H', 'accept-encoding=gzip, br', new URL(options.floodPath, options.edge).href], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  flooder.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let running = true;
  const finished = new Promise<void>((resolve) =>
    flooder.on('exit', () => {
      running = false;
      resolve();
    }),
  );
  // The flood's first second is its connections opening; the shopper is measured once it is on.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const flooded: number[] = [];
  while (running) flooded.push(await shopperRequest(options.edge, options.shopperPath));
  await finished;
  const result = JSON.parse(output) as AutocannonJson;
  // The flood's refused connections are held a second; let their last answers go before measuring.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleAfter = await idleTimes(options);
  return {
    idleBefore: latency(idleBefore),
    flooded: latency(flooded),
    idleAfter: latency(idleAfter),
    flood: { requests: result.requests.total, '2xx': result['2xx'], 'not 2xx': result.non2xx, errors: result.errors },
  };
}
