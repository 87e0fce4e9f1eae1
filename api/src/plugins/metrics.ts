// /metrics on the api's own address (Prometheus text, prom-client; outside /api, so the edge does not
// serve it): requests by route and status with latency histograms, rate-limit refusals, field events
// received by remote and kind, and the PostgreSQL pool's connections.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const KNOWN_REMOTES = new Set(['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-content']);

export interface ApiMetrics {
  /** Field events as they arrive; remotes outside the store's own count as 'other' (bounded labels). */
  countClientEvents(remote: string, kind: string, count: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}

export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'api_' });
  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new Counter({
    name: 'api_http_requests_total',
    help: 'Requests by route, method and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'api_http_request_duration_seconds',
    help: 'Time to answer, by route, method and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'api_rate_limit_refusals_total',
    help: 'Requests refused with 429, by route',
    labelNames: ['route'],
    registers: [registry],
  });
  const clientEvents = new Counter({
    name: 'api_client_events_total',
    help: 'Field events received, by remote and kind',
    labelNames: ['remote', 'kind'],
    registers: [registry],
  });
  const pool = app.database.pool;
  if (pool) {
    new Gauge({
      name: 'api_db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  app.decorate('metrics', {
    countClientEvents(remote: string, kind: string, count: number) {
      clientEvents.inc({ remote: KNOWN_REMOTES.has(remote) ? remote : 'other', kind }, count);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'not found';
    const labels = { route, method: request.method, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  app.get('/metrics', { config: { rateLimit: false } }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics()),
  );
}
