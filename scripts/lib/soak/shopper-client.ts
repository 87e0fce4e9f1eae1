// One shopper's browser as the soak drives it: its own loopback address (the edge and the api tell
// shoppers apart by address, as they would on the internet), its cookies, keep-alive connections, and
// every request timed into the soak's figures under the journey step's name. Node's http client, as
// scripts/lib/bench-fair-share.ts drives its shopper: autocannon, the flood's, cannot follow a journey.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { SoakStats } from './soak-stats.ts';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T>(): T;
}

/** 127.0.x.y addresses for shoppers, never 127.0.0.1 (the flood's). */
export function shopperAddress(index: number): string {
  const n = index % (250 * 250);
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

export class ShopperClient {
  private readonly agent: http.Agent;
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly origin: string,
    readonly address: string,
    private readonly stats: SoakStats,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(setCookie: string[] | undefined): void {
    for (const cookie of setCookie ?? []) {
      const [pair] = cookie.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  request(
    step: string,
    method: 'GET' | 'POST',
    path: string,
    body?: { json: unknown } | { form: Record<string, string> },
  ): Promise<Answer> {
    const url = new URL(path, this.origin);
    const payload = !body
      ? undefined
      : 'json' in body
        ? Buffer.from(JSON.stringify(body.json))
        : Buffer.from(new URLSearchParams(body.form).toString());
    const headers: http.OutgoingHttpHeaders = { 'accept-encoding': 'gzip, br', accept: 'text/html,application/json' };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (body) headers['content-type'] = 'json' in body ? 'application/json' : 'application/x-www-form-urlencoded';
    if (payload) headers['content-length'] = payload.length;
    const started = process.hrtime.bigint();
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method,
          headers,
          agent: this.agent,
          localAddress: this.address,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const ms = Number(process.hrtime.bigint() - started) / 1e6;
            const status = response.statusCode ?? 0;
            this.stats.record(step, status, ms);
            this.keepCookies(response.headers['set-cookie']);
            const raw = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            const text = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString(
              'utf8',
            );
            resolve({ status, headers: response.headers, text, json: <T>() => JSON.parse(text) as T });
          });
          response.on('error', reject);
        },
      );
      request.setTimeout(30_000, () => request.destroy(new Error(`${step} took over 30 s`)));
      request.on('error', (error) => {
        this.stats.fail(`${step}: ${error.message}`);
        reject(error);
      });
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
