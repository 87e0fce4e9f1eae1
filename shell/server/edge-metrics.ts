// /metrics on the edge (Prometheus text, prom-client): requests by route and status with latency
// histograms, and remote loads by remote, version and status (a manifest fetched is one load; a 404
// is a failure). Answered to callers on this machine, or with Authorization: Bearer <OPS_TOKEN>.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual, createHash } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { edgeWideMetrics } from './workers/cluster-metrics';
import type { LeftPart, LeftWhy } from './server-render/server-rendered-page';

const MANIFEST = /^\/remotes\/([\w-]{1,60})\/([\w.-]{1,60})\/mf-manifest\.json$/;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const digest = (text: string) => createHash('sha256').update(text).digest();

function allowed(request: FastifyRequest, token: string | undefined): boolean {
  if (LOOPBACK.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for']) return true;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return Boolean(token && given && timingSafeEqual(digest(given), digest(token)));
}

export interface EdgeMetrics {
  /** A section's server module loaded by the warm-up (server-render/registry-warm-up.ts). */
  serverModuleWarmed(remote: string, version: string): void;
  /** A version refused by the edge's copy: a file missing or not matching files.json (assets/edge-copy.ts). */
  versionRefused(remote: string, version: string): void;
  /** A page's admission to the server render (admission/render-admission.ts): rendered, shell-only or refused. */
  renderAdmission(outcome: string): void;
  /** A part of a server-rendered page left to the browser (server-render/server-rendered-page.ts). */
  leftToBrowser(part: LeftPart, why: LeftWhy): void;
  /** Where the server renders in flight are read from when /metrics is asked. */
  rendersInFlightFrom(read: () => number): void;
  /** Where the page cache's figures are read from when /metrics is asked (page-cache/page-cache.ts). */
  pageCacheFrom(read: () => PageCacheFigures): void;
}

export interface PageCacheFigures {
  fresh: number;
  stale: number;
  render: number;
  pages: number;
  bytes: number;
}

export function registerEdgeMetrics(app: FastifyInstance, token: string | undefined): EdgeMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'edge_' });
  // Every worker's figures summed, whichever worker is asked.
  const metricsText = edgeWideMetrics(registry);
  const requests = new Counter({
    name: 'edge_http_requests_total',
    help: 'Requests by route, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'edge_http_request_duration_seconds',
    help: 'Time to answer, by route, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const remoteLoads = new Counter({
    name: 'edge_remote_loads_total',
    help: 'Remote manifests served, by remote, version and status (404: a failed load)',
    labelNames: ['remote', 'version', 'status'],
    registers: [registry],
  });
  const warmed = new Counter({
    name: 'edge_server_modules_warmed_total',
    help: "Sections' server modules loaded before any page asked, by remote and version",
    labelNames: ['remote', 'version'],
    registers: [registry],
  });

  const refused = new Counter({
    name: 'edge_versions_refused_total',
    help: 'Versions this edge refused to use, by remote and version: a file missing from the asset store or not matching its files.json',
    labelNames: ['remote', 'version'],
    registers: [registry],
  });

  const admissions = new Counter({
    name: 'edge_server_render_admissions_total',
    help: 'Pages by their admission to the server render: rendered, shell-only (past a cap), refused (503, an address far over its share)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const left = new Counter({
    name: 'edge_server_render_left_to_browser_total',
    help: "Parts of server-rendered pages left to the browser, by part (a section's module, its data, the whole page) and why (late: past the budget; failed: an error)",
    labelNames: ['part', 'why'],
    registers: [registry],
  });
  let readInFlight = () => 0;
  new Gauge({
    name: 'edge_server_renders_in_flight',
    help: 'Server renders in flight now',
    registers: [registry],
    collect() {
      this.set(readInFlight());
    },
  });

  let readPageCache: (() => PageCacheFigures) | null = null;
  new Gauge({
    name: 'edge_page_cache_answers',
    help: 'Catalogue pages by how the page cache answered since start: fresh, stale (while one request renders it again), render (not kept, or too old)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const figures = readPageCache?.();
      if (!figures) return;
      for (const state of ['fresh', 'stale', 'render'] as const) this.set({ state }, figures[state]);
    },
  });
  new Gauge({
    name: 'edge_page_cache_bytes',
    help: 'Bytes of HTML the page cache holds (PAGE_CACHE_BYTES bounds it)',
    registers: [registry],
    collect() {
      this.set(readPageCache?.().bytes ?? 0);
    },
  });
  new Gauge({
    name: 'edge_page_cache_pages',
    help: 'Pages the page cache holds',
    registers: [registry],
    collect() {
      this.set(readPageCache?.().pages ?? 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // Route patterns, not paths, keep the label set small; pages of the app share one label.
    const route = request.routeOptions.url ?? (request.method === 'GET' ? 'app page or missing file' : 'not found');
    const labels = { route, method: request.method, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    const manifest = MANIFEST.exec(request.url.split('?')[0] ?? '');
    if (manifest) {
      // Only published versions name a label; made-up ones would grow the set without end.
      const found = reply.statusCode < 400;
      remoteLoads.inc({
        remote: found ? manifest[1] : 'unknown',
        version: found ? manifest[2] : 'unknown',
        status: String(reply.statusCode),
      });
    }
  });

  app.get('/metrics', async (request, reply) => {
    if (!allowed(request, token))
      return reply
        .code(401)
        .send({ statusCode: 401, body: 'Metrics answer on this machine, or with Authorization: Bearer <OPS_TOKEN>' });
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await metricsText());
  });
  return {
    serverModuleWarmed: (remote, version) => warmed.inc({ remote, version }),
    versionRefused: (remote, version) => refused.inc({ remote, version }),
    renderAdmission: (outcome) => admissions.inc({ outcome }),
    leftToBrowser: (part, why) => left.inc({ part, why }),
    rendersInFlightFrom: (read) => {
      readInFlight = read;
    },
    pageCacheFrom: (read) => {
      readPageCache = read;
    },
  };
}
