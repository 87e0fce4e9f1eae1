// `pnpm --filter ./api bench [--products 600,100000] [--db pglite,postgres] [--duration 5] [--connections 10]`
// `pnpm --filter ./api bench --mix [--mix-connections 4,10,20] --products 100000 --db postgres`: the shopper mix.
// Requests per second and p50/p99 latency of product, listing and search calls, next to a bare
// Fastify route on the same machine (the ratio is what matters). The api listens on API_PORT
// (default 4100), one server at a time.
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { rows } from '../src/db/database.js';
import { openBenchDatabase } from './bench-database.js';
import { benchShopper, shopperMix } from './shopper-mix.js';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const sizes = option('products', '600').split(',').map(Number);
const kinds = option('db', process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL ? 'pglite,postgres' : 'pglite').split(
  ',',
) as Array<'pglite' | 'postgres'>;
const duration = Number(option('duration', '5'));
const port = Number(process.env.API_PORT ?? 4100);
const connections = Number(option('connections', '10'));
// --mix: the shopper mix only, at each of these connection counts (see shopper-mix.ts).
const mixConnections = process.argv.includes('--mix') ? option('mix-connections', '4,10,20').split(',').map(Number) : [];
const url = `http://127.0.0.1:${port}`;

interface Row {
  db: string;
  products: number;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(
  call: string,
  requests: NonNullable<Parameters<typeof autocannon>[0]['requests']>,
  clients = connections,
): Promise<Omit<Row, 'db' | 'products'>> {
  await autocannon({ url, connections: clients, duration: 1, requests }); // warm-up
  const result = await autocannon({ url, connections: clients, duration, requests });
  if (result.non2xx > 0)
    console.log(
      `  ${call}: answers by status`,
      JSON.stringify((result as unknown as { statusCodeStats: object }).statusCodeStats),
    );
  return {
    call,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

type Request = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number];

const rotate = <T>(items: T[], make: (item: T) => { method: string; path: string; body?: string }): Request[] => {
  let next = 0;
  return [
    {
      headers: { 'content-type': 'application/json' },
      // autocannon hands back the previous request: a GET after a POST must not keep its body.
      setupRequest: (request: Request) => {
        const made = make(items[next++ % items.length]!);
        const headers: Record<string, string> = made.body === undefined ? {} : { 'content-type': 'application/json' };
        return { ...request, body: undefined, headers, ...made };
      },
    },
  ];
};

async function bare(): Promise<Omit<Row, 'db' | 'products'>> {
  const app = Fastify();
  app.get('/bare', async () => ({ hello: 'world' }));
  await app.listen({ port, host: '127.0.0.1' });
  try {
    return await measure('bare Fastify route', [{ method: 'GET', path: '/bare' }]);
  } finally {
    await app.close();
  }
}

async function benchApi(kind: 'pglite' | 'postgres', products: number): Promise<Row[]> {
  const database = await openBenchDatabase(kind, products);
  // The answer cache as in production (3 s), not off as in tests.
  const config = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMIT_PER_IP: '10000000',
    LOG_LEVEL: 'silent',
    API_PORT: String(port),
    CATALOG_CACHE_MS: '3000',
  });
  const app = await buildApp({ config, database, logger: false });
  // What the api's own hooks (request id, helmet, CORS, rate limit) cost without any database work.
  app.get('/api/bench-noop', async () => ({ hello: 'world' }));
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const models = (await rows<{ model: string }>(database.db, sql`SELECT model FROM products ORDER BY random() LIMIT 200`)).map(
      (r) => r.model,
    );
    const terms = ['samsng', 'refrigirator', 'godrej ac', 'lg tv', 'iphone', 'washing machine', 'laptop 16gb', 'boat earbuds'];
    const categories = ['TV', 'Air Conditioners', 'mobile & tab', 'refrigerators', 'audio', 'camera'];
    if (mixConnections.length > 0) {
      const shopper = await benchShopper(app, database.db, models);
      try {
        const next = shopperMix(shopper.token, models, terms, categories, [
          'AIR CONDITIONER',
          'MOBILE & TAB',
          'LATEST ELECTRONICS PRODUCTS',
          'AUDIO',
          'REFRIGERATOR',
        ]);
        const mix: Row[] = [];
        for (const clients of mixConnections) {
          mix.push({
            db: kind,
            products,
            ...(await measure(
              `shopper mix, ${clients} connections`,
              rotate(
                Array.from({ length: 2000 }, (_, n) => n),
                next,
              ),
              clients,
            )),
          });
        }
        return mix;
      } finally {
        await shopper.cleanUp();
      }
    }
    const results = [
      await measure('no-database route behind the api hooks', [{ method: 'GET', path: '/api/bench-noop' }]),
      await measure(
        'product (excel-data Model)',
        rotate(models, (m) => ({
          method: 'POST',
          path: `/api/excel-data?field=Model&value=${encodeURIComponent(m)}`,
          body: '{}',
        })),
      ),
      await measure(
        'stock-details',
        rotate(models, (m) => ({ method: 'POST', path: '/api/stock-details', body: JSON.stringify({ sku: m }) })),
      ),
      await measure(
        'home section (12 products)',
        rotate(['AIR CONDITIONER', 'MOBILE & TAB', 'LATEST ELECTRONICS PRODUCTS'], (c) => ({
          method: 'POST',
          path: '/api/fetchHomePagemodels',
          body: JSON.stringify({ Category: c }),
        })),
      ),
      await measure(
        'listing (excel-data Categories)',
        rotate(categories, (c) => ({
          method: 'POST',
          path: `/api/excel-data?field=Categories&value=${encodeURIComponent(c)}`,
          body: '{}',
        })),
      ),
      await measure(
        'search (searchFunction)',
        rotate(terms, (t) => ({
          method: 'GET',
          path: `/api/searchFunction?field=all&value=${encodeURIComponent(t)}&threshold=0.7&limit=5`,
        })),
      ),
    ];
    return results.map((r) => ({ db: kind, products, ...r }));
  } finally {
    await app.close();
    await database.close();
  }
}

const baseline = await bare();
const table: Row[] = [{ db: '-', products: 0, ...baseline }];
for (const products of sizes) {
  for (const kind of kinds) {
    console.log(`benchmarking ${kind} with ${products} products…`);
    table.push(...(await benchApi(kind, products)));
  }
}

console.log(`\n${connections} connections, ${duration} s per call, node ${process.version}\n`);
console.log('| database | products | call | req/s | vs bare | p50 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of table) {
  const ratio = (row.rps / baseline.rps).toFixed(2);
  console.log(
    `| ${row.db} | ${row.products || '-'} | ${row.call} | ${row.rps} | ${ratio} | ${row.p50} | ${row.p99} | ${row.errors} |`,
  );
}
if (mixConnections.length > 0) {
  const sustained = table
    .filter((row) => row.call.startsWith('shopper mix') && row.p99 < 100 && row.errors === 0)
    .sort((a, b) => b.rps - a.rps)[0];
  console.log(
    sustained
      ? `\nsustained shopper mix at p99 under 100 ms: ${sustained.rps} req/s (${sustained.call}, ${sustained.db}, ${sustained.products} products), ${(sustained.rps / baseline.rps).toFixed(2)} of the bare route`
      : '\nno shopper-mix run kept p99 under 100 ms without errors',
  );
}
