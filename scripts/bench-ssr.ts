// pnpm bench:ssr: the edge's HTML at catalogue scale. Serves the store as the Run command does on
// its own ports against PostgreSQL holding --products products (default 100,000; loaded with the
// api's seed, `pnpm seed --products N`, when the database holds another number), then prints
//  1. the server's time to the full HTML per route (/, a category, a product): p50 and p99 of
//     --requests sequential requests each (default 300, interleaved, after a warm-up), and whether
//     the HTML already holds the product's name (server-rendered) or is the shell alone;
//  2. the edge under load, autocannon from the bench's one address (--connections, default 10;
//     --duration s, default 10): a static file of the store's edge (/robots.txt); the product page
//     from a second edge with SERVER_RENDER=off (the plain shell page); and from a third edge, with
//     the admission's per-address caps lifted (one address standing for many shoppers), a returning
//     browser's product page server-rendered without the page cache (PAGE_CACHE_BYTES=0) and with it,
//     at --connections and at 200; with the ratios to the shell page and the static file;
//  3. the edge's memory (resident set, heap used) over --switches releases (default 50) of the
//     shell and mfe-catalog, a server-rendered product page asked for after each
//     (scripts/lib/bench-release-switches.ts);
//  4. the delay from a release (and a rollback) of mfe-content, through `pnpm release`/`pnpm rollback`,
//     to the first product page of the new version from the page cache (--release-switches, default 4;
//     target at most the cache's fresh time, 5 s; scripts/lib/bench-release-delay.ts);
//  5. fair share: one address (127.0.0.1) drives --flood-connections (default 50) at / for
//     --flood-duration s (default 12) while another (127.0.0.2) asks for a category page one request
//     after the other; that shopper's p99 against its idle p99, before and after (target at most 2x;
//     scripts/lib/bench-fair-share.ts).
//  5. all cores: a returning browser's product page server-rendered without the page cache from an
//     edge of EDGE_WORKERS=1 and one of EDGE_WORKERS=2, one after the other, and the ratio (target at
//     least 1.7 on 2 cores); with the edge's CPU per page and the cores it and the rest (the api,
//     PostgreSQL, the load generator, on the same machine) took (/proc: scripts/lib/cpu-time.ts).
//  6. the delay from a release or rollback to the first cached page of the new version.
//  7. edges: the store on two edges of one worker each (scripts/lib/bench-edges.ts, on a fresh database
//     of the bench's PostgreSQL server): the delay from a release to every edge serving it, p50 and p99
//     over --edge-releases releases (default 50), and each worker's memory after a full garbage
//     collection before and after them (target: within 10 %).
// --only times,load,memory,fair-share,workers,release,edges runs those parts alone.
// It measures whatever the edge serves: the shell's HTML today, the server render once it lands.
// The database: SSR_BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/store_bench_ssr
// (create it once: createdb -h 127.0.0.1 -U postgres store_bench_ssr).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fairShare } from './lib/bench-fair-share.ts';
import { edgesBench } from './lib/bench-edges.ts';
import { releaseDelays } from './lib/bench-release-delay.ts';
import { releaseSwitches } from './lib/bench-release-switches.ts';
import { buildIfNeeded, firstModelOf, startEdge, startShellOnlyEdge, startStore, type BenchStore } from './lib/bench-store.ts';
import { groupCpuMs, machineBusyMs } from './lib/cpu-time.ts';
import { REPO_ROOT } from './lib/paths.ts';
import { redisUrl } from './lib/services.ts';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index > 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number from 1, got "${process.argv[index + 1]}"`);
  return value;
}

const PRODUCTS = option('--products', 100_000);
const REQUESTS = option('--requests', 300);
const DURATION_S = option('--duration', 10);
const CONNECTIONS = option('--connections', 10);
const SWITCHES = option('--switches', 50);
const FLOOD_CONNECTIONS = option('--flood-connections', 50);
const FLOOD_DURATION_S = option('--flood-duration', 12);
const RELEASE_SWITCHES = option('--release-switches', 4);
const EDGE_RELEASES = option('--edge-releases', 50);
const PARTS = ['times', 'load', 'memory', 'fair-share', 'workers', 'release', 'edges'] as const;
const onlyIndex = process.argv.indexOf('--only');
const ONLY = onlyIndex > 0 ? (process.argv[onlyIndex + 1] ?? '').split(',') : [...PARTS];
for (const part of ONLY)
  if (!(PARTS as readonly string[]).includes(part)) throw new Error(`--only takes ${PARTS.join(',')}, got "${part}"`);
const runs = (part: (typeof PARTS)[number]) => ONLY.includes(part);
const DATABASE_URL = process.env.SSR_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/store_bench_ssr';
// BENCH_PORT moves the store (api at +1000) for a second copy on one machine.
const PORT = Number(process.env.BENCH_PORT ?? 3660);
const BENCH_ENV = {
  PORT: String(PORT),
  API_PORT: String(PORT + 1000),
  DEPLOY_DIR: `/tmp/ssr-bench-deploy-${PORT}`,
  DATA_DIR: `/tmp/ssr-bench-data-${PORT}`,
  STORE_ORIGINS: `http://localhost:${PORT}`,
  DATABASE_URL,
  // The load generator is one address: the api's per-address limit must not be what is measured.
  RATE_LIMIT_PER_IP: '10000000',
  LOG_LEVEL: 'warn',
};
const STORE_LOG = `/tmp/ssr-bench-store-${PORT}.log`;
// The shell-only edge, beside the store's (the api is at PORT + 1000).
const SHELL_ONLY_PORT = PORT + 2;
// Edges measured at full load from the bench's one address: the admission's per-address caps lifted.
const PAGE_CACHE_EDGE_PORT = PORT + 3;
const ONE_ADDRESS_AS_MANY = {
  SERVER_RENDERS_IN_FLIGHT: '1000000',
  SERVER_RENDERS_PER_ADDRESS: '1000000',
  PAGES_OVER_SHARE_PER_ADDRESS: '1000000000',
};
const MANY_CONNECTIONS = 200;
// The two edges' store: nginx, the edges, the api from PORT + 10, the edges' inspectors from PORT + 22.
const EDGES_BASE_PORT = PORT + 10;

async function productCount(origin: string): Promise<number> {
  const response = await fetch(`${origin}/api/sitemap-summary`);
  if (!response.ok) throw new Error(`sitemap-summary answered ${response.status}`);
  return ((await response.json()) as { products: { count: number } }).products.count;
}

/** The store on a database of PRODUCTS products, seeding it first when it holds another number. */
async function storeAtScale(): Promise<BenchStore> {
  let store = await startStore(BENCH_ENV, STORE_LOG);
  const count = await productCount(store.origin);
  if (count === PRODUCTS) return store;
  store.stop();
  console.log(`The database holds ${count} products; seeding ${PRODUCTS} (pnpm seed --products ${PRODUCTS})...`);
  execFileSync('pnpm', ['--filter', './api', 'seed', '--products', String(PRODUCTS)], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // start.ts needs its ports free again.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  store = await startStore(BENCH_ENV, STORE_LOG);
  return store;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Milliseconds from sending the request to having read the whole HTML. */
async function timeToFullHtml(url: string): Promise<{ ms: number; html: string }> {
  const started = process.hrtime.bigint();
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
  const html = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, html };
}

async function renderTimes(routes: Record<string, string>) {
  for (const url of Object.values(routes)) for (let i = 0; i < 20; i += 1) await timeToFullHtml(url);
  const times = new Map<string, number[]>(Object.keys(routes).map((name) => [name, []]));
  for (let i = 0; i < REQUESTS; i += 1) {
    for (const [name, url] of Object.entries(routes)) times.get(name)!.push((await timeToFullHtml(url)).ms);
  }
  const table: Record<string, { 'p50 ms': number; 'p99 ms': number; requests: number }> = {};
  for (const [name, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    table[name] = {
      'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
      'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
      requests: list.length,
    };
  }
  return table;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/** CPU spent over the measured run (after the warm-up): the edge's own, and the whole machine's. */
interface CpuOfRun {
  edgeMs: number;
  machineMs: number;
}

function requestsPerSecond(
  url: string,
  { connections = CONNECTIONS, cookie = '', edgeGroup }: { connections?: number; cookie?: string; edgeGroup?: number } = {},
): AutocannonResult & { cpu?: CpuOfRun } {
  const bin = path.join(REPO_ROOT, 'api', 'node_modules', '.bin', 'autocannon');
  const headers = ['-H', 'accept-encoding=gzip, br', ...(cookie ? ['-H', `cookie=${cookie}`] : [])];
  const run = (seconds: number) =>
    JSON.parse(
      execFileSync(bin, ['--json', '-c', String(connections), '-d', String(seconds), ...headers, url], {
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      }).toString(),
    ) as AutocannonResult;
  run(2); // warm-up
  if (edgeGroup === undefined) return run(DURATION_S);
  const [edgeBefore, machineBefore] = [groupCpuMs(edgeGroup), machineBusyMs()];
  const result = run(DURATION_S);
  return { ...result, cpu: { edgeMs: groupCpuMs(edgeGroup) - edgeBefore, machineMs: machineBusyMs() - machineBefore } };
}

/** A returning browser's cookies from that edge (its first visit sets them): its pages can be kept. */
async function returningCookie(url: string): Promise<string> {
  const response = await fetch(url);
  await response.text();
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The product page from an edge with `settings`, one address as many shoppers, at CONNECTIONS and at MANY_CONNECTIONS. */
async function productPageOn(settings: Record<string, string>, productPath: string, { many = true } = {}) {
  const edge = await startEdge(BENCH_ENV, PAGE_CACHE_EDGE_PORT, `/tmp/ssr-bench-page-cache-${PORT}.log`, {
    ...ONE_ADDRESS_AS_MANY,
    ...settings,
  });
  try {
    const url = `${edge.origin}${productPath}`;
    const cookie = await returningCookie(url);
    const few = requestsPerSecond(url, { cookie, edgeGroup: edge.groupId });
    return { few, many: many ? requestsPerSecond(url, { cookie, connections: MANY_CONNECTIONS }) : few };
  } finally {
    edge.stop();
  }
}

/** Server-rendered product pages/s (no page cache) from an edge of one worker, then of two, in one run. */
async function workersPart(productPath: string): Promise<void> {
  const uncached = { PAGE_CACHE_BYTES: '0' };
  const one = (await productPageOn({ ...uncached, EDGE_WORKERS: '1' }, productPath, { many: false })).few;
  const two = (await productPageOn({ ...uncached, EDGE_WORKERS: '2' }, productPath, { many: false })).few;
  console.log(`\nAll cores: ${productPath} server-rendered, uncached, ${CONNECTIONS} connections, ${DURATION_S} s each:`);
  // Where the two cores went: the edge's processes, and everything else (the api, PostgreSQL, autocannon).
  const row = (result: typeof one) => {
    const pages = result.requests.average * DURATION_S;
    const cores = (ms: number | undefined) => Number(((ms ?? 0) / (DURATION_S * 1000)).toFixed(2));
    return {
      'requests/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      errors: result.errors,
      'edge CPU ms a page': Number(((result.cpu?.edgeMs ?? 0) / pages).toFixed(1)),
      'cores: the edge': cores(result.cpu?.edgeMs),
      'cores: the rest': cores((result.cpu?.machineMs ?? 0) - (result.cpu?.edgeMs ?? 0)),
    };
  };
  console.table({ 'EDGE_WORKERS=1': row(one), 'EDGE_WORKERS=2': row(two) });
  console.log(
    `2 workers / 1 worker: ${(two.requests.average / one.requests.average).toFixed(2)} (target at least 1.7 on 2 cores)`,
  );
}

async function memoryPart(productName: string, model: string): Promise<void> {
  console.log(`\nThe edge's memory over ${SWITCHES} releases of the shell and mfe-catalog, a product page asked for after each:`);
  console.table(
    await releaseSwitches({
      deployDir: BENCH_ENV.DEPLOY_DIR,
      apiUrl: `http://127.0.0.1:${BENCH_ENV.API_PORT}`,
      edge: `http://127.0.0.1:${PORT}`,
      productPath: `/product/${encodeURIComponent(model)}`,
      productName,
      switches: SWITCHES,
    }),
  );
}

async function edgesPart(): Promise<void> {
  const figures = await edgesBench({
    basePort: EDGES_BASE_PORT,
    // A fresh database on that server; TEST_DATABASE_URL's when set (the bench's own may not exist yet).
    serverUrl: process.env.TEST_DATABASE_URL ?? DATABASE_URL,
    redisUrl: redisUrl(),
    workDir: `/tmp/ssr-bench-edges-${PORT}`,
    releases: EDGE_RELEASES,
  });
  console.log(
    `\nTwo edges (one worker each) on the release plane: from a release of mfe-content (alternating two published ` +
      `builds) to every edge serving it, over ${figures.delays.releases} releases:`,
  );
  console.table({ 'to every edge': figures.delays });
  console.log('Each edge worker after a full garbage collection, before and after them (target: heap within 10 %):');
  console.table(figures.memory);
}

async function main(): Promise<void> {
  buildIfNeeded();
  if (runs('edges')) await edgesPart();
  if (ONLY.every((part) => part === 'edges')) return;
  const store = await storeAtScale();
  try {
    const origin = store.origin;
    const [category, model] = ['audio', await firstModelOf(origin, 'audio')];
    const product = (await (
      await fetch(`${origin}/api/excel-data?field=Model&value=${encodeURIComponent(model)}`, { method: 'POST' })
    ).json()) as Array<{ Name: string }>;
    const productName = product[0]?.Name ?? '';
    const routes = {
      '/': `${origin}/`,
      [`/category/${category}`]: `${origin}/category/${category}`,
      [`/product/${model}`]: `${origin}/product/${encodeURIComponent(model)}`,
    };
    const { html } = await timeToFullHtml(routes[`/product/${model}`]!);
    const rendered = html.includes(productName.replace(/&/g, '&amp;')) || html.includes(productName);
    console.log(
      `\n${PRODUCTS.toLocaleString('en')} products on PostgreSQL. The product page's HTML ${rendered ? 'holds' : 'does not hold'} ` +
        `the product's name (${rendered ? 'server-rendered' : 'the shell alone, rendered in the browser'}).`,
    );
    if (runs('times')) {
      console.log(`\nTime to the full HTML, ${REQUESTS} sequential requests per route (interleaved, after 20 each to warm up):`);
      console.table(await renderTimes(routes));
    }
    if (runs('fair-share')) {
      const shared = await fairShare({
        edge: `http://127.0.0.1:${PORT}`,
        shopperPath: `/category/${category}`,
        floodPath: '/',
        floodConnections: FLOOD_CONNECTIONS,
        floodSeconds: FLOOD_DURATION_S,
        requests: REQUESTS,
      });
      console.log(
        `\nFair share: /category/${category} from 127.0.0.2, one request after the other, idle and while 127.0.0.1 ` +
          `drives ${FLOOD_CONNECTIONS} connections at / for ${FLOOD_DURATION_S} s (autocannon):`,
      );
      console.table({ 'idle, before': shared.idleBefore, 'while flooded': shared.flooded, 'idle, after': shared.idleAfter });
      console.log("The flood's answers:");
      console.table({ '/ from 127.0.0.1': shared.flood });
      const idleP99 = (shared.idleBefore['p99 ms'] + shared.idleAfter['p99 ms']) / 2;
      const times = shared.flooded['p99 ms'] / idleP99;
      console.log(`The shopper's p99 flooded / idle (the mean of both idle runs): ${times.toFixed(2)} (target at most 2)`);
    }
    if (runs('workers')) await workersPart(`/product/${encodeURIComponent(model)}`);
    if (runs('release')) {
      const rows = await releaseDelays({ url: routes[`/product/${model}`]!, env: BENCH_ENV, switches: RELEASE_SWITCHES });
      console.log(
        `\nA release or rollback of mfe-content (the operator commands) to the first /product/${model} of the new version, ` +
          'a returning browser asking every 50 ms:',
      );
      console.table(rows);
      const worst = Math.max(...rows.map((row) => row['to the first cached page of it, ms']));
      console.log(
        `The longest delay to the first cached page of the new version: ${worst} ms (target at most the fresh time, 5,000 ms)`,
      );
    }
    if (!runs('load') && !runs('memory')) return;

    const staticUrl = `${origin}/robots.txt`;
    if (!runs('load')) return void (await memoryPart(productName, model));
    const file = requestsPerSecond(staticUrl);
    const productPath = `/product/${encodeURIComponent(model)}`;
    const uncached = await productPageOn({ PAGE_CACHE_BYTES: '0' }, productPath);
    const cached = await productPageOn({}, productPath);
    const shellOnlyEdge = await startShellOnlyEdge(BENCH_ENV, SHELL_ONLY_PORT, `/tmp/ssr-bench-shell-only-${PORT}.log`);
    let shellOnly: AutocannonResult;
    try {
      shellOnly = requestsPerSecond(`${shellOnlyEdge.origin}/product/${encodeURIComponent(model)}`);
    } finally {
      shellOnlyEdge.stop();
    }
    const row = (result: AutocannonResult) => ({
      'requests/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'not 2xx': result.non2xx,
      errors: result.errors,
    });
    console.log(`\nThe edge under load (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, after 2 s to warm up):`);
    console.table({
      [`/product/${model} (shell only, SERVER_RENDER=off)`]: row(shellOnly),
      '/robots.txt (static)': row(file),
      [`/product/${model}, a returning browser, uncached (PAGE_CACHE_BYTES=0)`]: row(uncached.few),
      [`/product/${model}, a returning browser, page cache`]: row(cached.few),
    });
    console.log(`\nThe same, ${MANY_CONNECTIONS} connections:`);
    console.table({
      [`/product/${model}, uncached`]: row(uncached.many),
      [`/product/${model}, page cache`]: row(cached.many),
    });
    const ratio = (a: AutocannonResult, b: AutocannonResult) =>
      `${(a.requests.average / b.requests.average).toFixed(2)} (${Math.round(a.requests.average)} / ${Math.round(b.requests.average)} requests per second)`;
    console.log(`Product page server-rendered (uncached) / shell only: ${ratio(uncached.few, shellOnly)}`);
    console.log(`Product page server-rendered (uncached) / static file: ${ratio(uncached.few, file)}`);
    console.log(`Product page from the page cache / static file: ${ratio(cached.few, file)} (target at least 0.5)`);
    console.log(`Product page from the page cache / uncached: ${ratio(cached.few, uncached.few)}`);
    if (runs('memory')) await memoryPart(productName, model);
  } finally {
    store.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error((error as Error).message, (error as Error).cause ?? '');
    process.exit(1);
  },
);
