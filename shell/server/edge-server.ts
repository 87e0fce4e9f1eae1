// The production-like edge on :3000: the current shell's HTML, /registry.json, /remotes/... (the
// released shell and remotes, from the asset store ASSET_DIR, unless ASSET_ORIGIN serves them) and
// /api proxied to the api. Hashed assets are immutable; the registry, manifests, remote entries and
// HTML are not cached.
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type onRequestHookHandler,
} from 'fastify';
import type { HeadTags } from '@store/shared';
import type { Registry } from '@store/shared/release-registry';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  answerBadUrl,
  answerEdgeError,
  answerProxyFailure,
  bodyLimitsFrom,
  logServerErrors,
  refuseLargeBodies,
  type BodyLimits,
} from './api-proxy-errors';
import { browserCookieFor } from './field-events/browser-cookie';
import { ServedPages, servedToApi } from './field-events/served-pages';
import { responseNonce } from './csp-nonce';
import { registerEdgeMetrics } from './edge-metrics';
import { opsRoutes, type OpsOptions } from './ops/ops-routes';
import { planeRegistry, type EdgeRegistry } from './edge-registry';
import { shopperRegistry, type ShopperView } from './shopper-registry';
import { createShellReleases } from './shell-release';
import { routeIn } from './released-routes';
import { serverRenderedPage, type LeftPart, type LeftWhy } from './server-render/server-rendered-page';
import { createShellServerBuilds } from './server-render/shell-server-builds';
import { warmUpOnRegistryChange } from './server-render/registry-warm-up';
import { forShopper, wrapFetchForShoppers } from './server-render/shopper-api-calls';
import { createRenderAdmission, DEFAULT_ADMISSION, type AdmissionLimits } from './admission/render-admission';
import { answerBusy } from './admission/busy-answer';
import { createPageCache, pageCacheKey, type PageCacheSettings } from './page-cache/page-cache';
import {
  catalogueCacheHeaders,
  isCatalogueRequest,
  keptPageAnswers,
  keptWhenWhole,
  PERSONAL_PAGE,
} from './page-cache/cached-pages';
import { contentSecurityPolicy, overHttps, registerSecurityHeaders } from './security-headers';
import { seoFileRoutes } from './seo/sitemap-routes';
import { defaultCacheDir, type AssetSettings } from './assets/asset-settings';
import { folderSource, originSource } from './assets/asset-source';
import { createEdgeCopy } from './assets/edge-copy';
import { webAppRoutes } from './web-app/web-app-routes';
import { fontRoutes } from './language/font-routes';
import { firstVisitLanguage } from './language/first-visit-language';
import { languagePath, splitLanguagePath } from '@store/runtime/languages';
import { DEFAULT_TRUSTED_PROXIES } from './trusted-proxies';
import { SEARCH_FORM_PATH, sendSearchForm } from './search-form';
import { shopperPage } from './page-head/shopper-page';
import { wholePage } from './page-head/render-page';

export interface EdgeOptions {
  deployDir: string;
  /**
   * The asset store (assets/asset-settings.ts): by default the folder deployDir/remotes, served by this
   * edge at /remotes/, and this edge's copy in deployDir/.edge-cache. With `origin`, pages point
   * browsers there and this edge reads the store from it.
   */
  assets?: Partial<AssetSettings>;
  apiUrl: string;
  /** The release registry; by default the api's release plane, followed (edge-registry.ts). */
  registry?: EdgeRegistry;
  logger?: FastifyServerOptions['logger'];
  /** The operator page; without it (or without its token) /ops is refused. */
  ops?: Pick<OpsOptions, 'token' | 'scriptsDir' | 'tsx'>;
  /** Origins the checkout's payment form may post to besides this one (PAYU_URL's). */
  formActions?: string[];
  /** Bodies refused with 413 before reaching the api; defaults to the api's (BODY_LIMIT_BYTES). */
  bodyLimits?: BodyLimits;
  /** Where absolute URLs point (sitemap, robots.txt): PUBLIC_ORIGIN, never a request's Host header. */
  publicOrigin?: string;
  /**
   * Pages rendered on the server with the released shell's and sections' server builds (default on;
   * `false` serves the plain shell page, e.g. to measure against). budgetMs: how long a section may
   * take on the server before it renders its loading state and loads in the browser (default 200).
   */
  serverRender?: false | { budgetMs?: number; admission?: AdmissionLimits; pageCache?: PageCacheSettings | false };
  /**
   * FIELD_EVENTS_SECRET, the api's too: the edge signs each browser's id with it, and the api counts
   * field events only from browsers with a signed id. Without it (tests) a secret of this process.
   */
  fieldEventsSecret?: string;
  /** REDIS_URL's client: failed /ops logins are then counted across every edge process. */
  redis?: Redis;
  /**
   * Peers whose X-Forwarded-For names the shopper (trusted-proxies.ts; default loopback); from any
   * other peer the header is ignored.
   */
  trustedProxies?: string[];
}

/** How long a starting edge waits for the release plane's registry. */
const REGISTRY_WAIT_MS = 30_000;

/** How often the edge tells the api what it served. */
const SERVED_FLUSH_MS = 2000;

const NO_CACHE = 'no-cache';
const DEFAULT_SECTION_BUDGET_MS = 200;
const RENDER_CUT_OFF_MS = 5_000;
// A version's server build runs only on the edge: /remotes/<r>/<v>/server/ is never served.
const SERVER_BUILD_PATH = /^\/[^/]+\/[^/]+\/server(\/|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// A Brotli copy written by the build (`x.1234abcd.js.br`) is cached like the file it compresses.
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpg|webp)(\.br)?$/;

/** A path naming a file (with an extension) is never a page. */
const isFile = (url: string) => path.extname(url.split('?')[0] ?? '') !== '';

function cacheHeader(file: string): string {
  return HASHED.test(path.basename(file)) ? IMMUTABLE : NO_CACHE;
}

/** A problem seen on every request (a section's server build gone) is told once a minute, not per page. */
function onceAMinute(tell: (message: string) => void): (message: string) => void {
  const told = new Map<string, number>();
  return (message) => {
    const now = Date.now();
    if ((told.get(message) ?? 0) > now - 60_000) return;
    if (told.size > 1000) told.clear();
    told.set(message, now);
    tell(message);
  };
}

export async function createEdgeServer(options: EdgeOptions): Promise<FastifyInstance> {
  // An undecodable URL is answered like every other refusal: plain, with the security headers, and
  // without echoing the path.
  const trusted = options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES;
  const app = Fastify({
    logger: options.logger ?? false,
    frameworkErrors: answerBadUrl(options),
    // A worker closing in a rolling restart answers what reaches it meanwhile (workers/graceful-close.ts).
    return503OnClosing: false,
    trustProxy: trusted.length > 0 ? trusted : false,
  });
  const registry =
    options.registry ??
    planeRegistry(options.apiUrl, {
      warn: (message) => console.warn(`[edge] ${message}`),
      info: (message) => console.log(`[edge] ${message}`),
    });
  try {
    return await buildEdge(app, options, registry);
  } catch (error) {
    registry.close();
    throw error;
  }
}

async function buildEdge(app: FastifyInstance, options: EdgeOptions, registry: EdgeRegistry): Promise<FastifyInstance> {
  app.addHook('onClose', async () => registry.close());
  await registry.ready(REGISTRY_WAIT_MS);
  if (!registry.current())
    throw new Error(`the release plane (${options.apiUrl}) gave no registry within ${REGISTRY_WAIT_MS / 1000} s`);
  const assetOrigin = options.assets?.origin;
  const assetDir = assetOrigin ? undefined : (options.assets?.dir ?? path.join(options.deployDir, 'remotes'));

  const securityOptions = { formActions: options.formActions, assetOrigin };
  registerSecurityHeaders(app, securityOptions);
  app.setErrorHandler(answerEdgeError);
  logServerErrors(app);
  await app.register(compress, { global: true, threshold: 1024 });
  const metrics = registerEdgeMetrics(app, options.ops?.token);

  const copy = createEdgeCopy({
    source: assetDir ? folderSource(assetDir) : originSource(assetOrigin ?? ''),
    root: options.assets?.cacheDir ?? defaultCacheDir(options.deployDir),
    contentHash: (name, version) => registry.contentHash(name, version),
    refused: (name, version, reason) => {
      console.warn(`[edge] asset store: ${name} ${version} is refused: ${reason}`);
      metrics.versionRefused(name, version);
    },
  });
  const copyDir = copy.root;
  const shellRelease = createShellReleases(copyDir, assetOrigin, (message) => console.warn(`[edge] ${message}`));
  // Refuse to start without a released shell rather than answer every page with an error.
  shellRelease(shopperRegistry(await copy.usable(registry.current()), copyDir, undefined).registry);
  await app.register(opsRoutes, {
    token: undefined,
    scriptsDir: '',
    tsx: '',
    ...options.ops,
    deployDir: options.deployDir,
    apiUrl: options.apiUrl,
    publicOrigin: options.publicOrigin,
    redis: options.redis,
  });

  const fieldEventsSecret = options.fieldEventsSecret ?? randomBytes(32).toString('base64url');
  const served = new ServedPages(servedToApi(options.apiUrl));
  const servedTimer = setInterval(() => void served.flush(), SERVED_FLUSH_MS);
  servedTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(servedTimer);
    await served.flush();
  });

  /**
   * This shopper's side of every canary; on a first visit the bucket cookie, and for a browser
   * without one the signed id its field events are counted by.
   */
  const viewFor = async (request: FastifyRequest, reply: FastifyReply): Promise<ShopperView> =>
    viewOf(request, reply, await copy.usable(registry.current()));
  /** `usable`: the registry with every version it names in this edge's copy, checked, before a page names it. */
  const viewOf = (request: FastifyRequest, reply: FastifyReply, usable: Registry | null): ShopperView => {
    const secure = overHttps(request);
    const view = shopperRegistry(usable, copyDir, request.headers.cookie, secure, assetOrigin);
    if (view.setCookie) void reply.header('Set-Cookie', view.setCookie);
    const browserCookie = browserCookieFor(request.headers.cookie, fieldEventsSecret, secure);
    if (browserCookie) void reply.header('Set-Cookie', browserCookie);
    return view;
  };

  app.get('/registry.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-store').type('application/json');
    return (await viewFor(request, reply)).json;
  });

  // With ASSET_ORIGIN the store is served there; this edge has none of its own to serve.
  if (assetDir)
    await app.register(fastifyStatic, {
      root: assetDir,
      prefix: '/remotes/',
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName: string) => {
        try {
          return !SERVER_BUILD_PATH.test(decodeURIComponent(pathName));
        } catch {
          // A path that does not decode names no file: 404, not a failure of the edge.
          return false;
        }
      },
      setHeaders: (res, file) => {
        res.header('Cache-Control', cacheHeader(file));
        res.header('Access-Control-Allow-Origin', '*');
      },
    });

  await app.register(proxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    http2: false,
    // The proxy hands this to Fastify as a route hook, which awaits an async one.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    preHandler: refuseLargeBodies(options.bodyLimits ?? bodyLimitsFrom({})),
    // The api limits per shopper address: it must see the caller's address, and only this edge may
    // say what it is (a client's own X-Forwarded-For is replaced, never passed on; a trusted proxy's
    // names the shopper).
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
      // (the proxy's reply type allows HTTP/2, which this edge does not serve)
      onError: (reply, { error }) => answerProxyFailure(reply as unknown as FastifyReply, error),
    },
  });

  await app.register(webAppRoutes);
  await app.register(fontRoutes);
  // Absolute URLs (sitemaps, canonical links, JSON-LD) name PUBLIC_ORIGIN, never the request's Host.
  const origin = options.publicOrigin ?? 'http://localhost:3000';
  await app.register(seoFileRoutes, { apiUrl: options.apiUrl, origin });

  const shellServer = createShellServerBuilds(copyDir, (version, reason) =>
    app.log.warn(`shell ${version} renders in the browser: ${reason}`),
  );
  if (options.serverRender !== false) {
    const warmUp = warmUpOnRegistryChange({
      registry,
      copyDir,
      usable: (named) => copy.usable(named),
      shellServer,
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
      warmed: (remote, version) => metrics.serverModuleWarmed(remote, version),
    });
    app.addHook('onClose', async () => warmUp.close());
    wrapFetchForShoppers();
  }
  const renderSettings = {
    copyDir,
    apiUrl: options.apiUrl,
    budgetMs: (options.serverRender ? options.serverRender.budgetMs : undefined) ?? DEFAULT_SECTION_BUDGET_MS,
    abortAfterMs: RENDER_CUT_OFF_MS,
    warn: onceAMinute((message: string) => console.warn(`[edge] server render: ${message}`)),
    leftToBrowser: (part: LeftPart, why: LeftWhy) => metrics.leftToBrowser(part, why),
  };
  const admissionLimits = (options.serverRender ? options.serverRender.admission : undefined) ?? DEFAULT_ADMISSION;
  const admission = createRenderAdmission(admissionLimits);
  metrics.rendersInFlightFrom(admission.inFlight);
  const pageCacheSettings = options.serverRender ? options.serverRender.pageCache : undefined;
  const pageCache = pageCacheSettings ? createPageCache(pageCacheSettings) : null;
  if (pageCache) metrics.pageCacheFrom(pageCache.figures);
  const sendKept = pageCacheSettings
    ? keptPageAnswers(pageCacheSettings, (hashes) => contentSecurityPolicy(undefined, securityOptions, hashes))
    : null;

  /**
   * A page's steps up to the page cache's answer: the first visit's language, the admission, the
   * shopper's view and route, and the kept page if there is one; null once the page is answered.
   */
  const startPage = (request: FastifyRequest, reply: FastifyReply, usable: Registry | null) => {
    const [fullPath = '/', query] = request.url.split('?');
    // /bn/… and /hi/… are the store's routes in that language; the route is matched without the prefix.
    const { language, path: pathname } = splitLanguagePath(fullPath);
    if (fullPath === '/') {
      const chosen = firstVisitLanguage(request.headers.cookie, request.headers['accept-language']);
      // A redirect that depends on the shopper's headers is never kept by a cache in front.
      if (chosen) {
        void reply
          .code(302)
          .header('Cache-Control', 'private, no-store')
          .header('Vary', 'Cookie, Accept-Language')
          .redirect(`${languagePath(chosen, '/')}${query === undefined ? '' : `?${query}`}`);
        return null;
      }
      void reply.header('Vary', 'Cookie, Accept-Language');
    }
    const address = request.ip;
    const admitted = options.serverRender === false ? null : admission.admit(address);
    if (admitted?.outcome === 'refused') {
      metrics.renderAdmission(admitted.outcome);
      void answerBusy(reply, admitted.retryAfterS, admissionLimits.refusalPauseMs);
      return null;
    }
    // The render's place is taken until its page has gone out, or the shopper went away, whatever failed.
    if (admitted?.outcome === 'rendered') reply.raw.once('close', admitted.done);
    const view = viewOf(request, reply, usable);
    served.count(view.registry);
    const shell = shellRelease(view.registry);
    const route = routeIn(shell.routes, pathname);
    const kept =
      pageCache && isCatalogueRequest(request, route) ? pageCache.lookup(pageCacheKey(request.url, view.json, language)) : null;
    if (sendKept && kept && kept.state !== 'render') {
      if (admitted?.outcome === 'rendered') admitted.done();
      void sendKept(request, reply, kept);
      return null;
    }
    // Whatever fails before the render's page is kept, the next request renders it.
    if (kept?.state === 'render') reply.raw.once('close', kept.abandon);
    return { language, admitted, view, shell, route, kept };
  };
  /** Pages started before their handler (startEarly): the handler goes on from there. */
  const started = new WeakMap<FastifyRequest, ReturnType<typeof startPage>>();

  // A kept page is answered before the hooks and handler a render needs: only when the shopper's
  // registry is ready without waiting (it is, but for the first page of a release).
  const startEarly: onRequestHookHandler = (request, reply, done) => {
    const usable = pageCache && !isFile(request.url) ? copy.usableNow(registry.current()) : undefined;
    if (usable === undefined) return done();
    let page: ReturnType<typeof startPage>;
    try {
      page = startPage(request, reply, usable);
    } catch (error) {
      return done(error as Error);
    }
    if (!page) return;
    started.set(request, page);
    done();
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const start = started.has(request) ? started.get(request) : startPage(request, reply, await copy.usable(registry.current()));
    if (!start) return reply;
    const { language, admitted, view, shell, route, kept } = start;
    const address = request.ip;
    const nonce = responseNonce(reply);
    if (admitted) metrics.renderAdmission(admitted.outcome);
    // The head's picture preloads are the rendered section's own (its first view's head tags).
    const pageFor = (head: HeadTags | undefined) =>
      shopperPage({
        shell,
        view,
        assets: { copyDir, origin: assetOrigin ?? '' },
        route,
        language,
        nonce,
        head,
      });
    reply.header('Cache-Control', route?.personal ? PERSONAL_PAGE : NO_CACHE).type('text/html; charset=utf-8');
    const shellVersion = view.registry?.shell?.current;
    const lease = admitted?.outcome === 'rendered' && shellVersion ? shellServer(shellVersion) : null;
    if (!lease) return reply.send(wholePage(pageFor(undefined)));
    // The sections' api calls count against this shopper's limit at the api, as the proxy's do.
    const rendered = await forShopper(options.apiUrl, address, () =>
      serverRenderedPage(
        { pageFor, view, url: `${origin}${request.url}`, nonce, shellServer: lease.entry, route },
        renderSettings,
      ),
    ).catch((error: unknown) => {
      lease.release();
      throw error;
    });
    if (!rendered) {
      lease.release();
      return reply.send(wholePage(pageFor(undefined)));
    }
    // The shell version stays loaded until its page has streamed (or the shopper went away).
    rendered.body.once('close', lease.release);
    if (!pageCacheSettings || kept?.state !== 'render') return reply.code(rendered.status).send(rendered.body);
    catalogueCacheHeaders(reply, pageCacheSettings);
    const page = { status: rendered.status, complete: rendered.complete, nonce, reply };
    return reply
      .code(rendered.status)
      .header('X-Page-Cache', 'miss')
      .send(keptWhenWhole(rendered.body, kept, page));
  };

  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain').send('Not found');
  // Every other path is a route of the store, unless it names a file. A route of its own rather than
  // the not-found handler, so pages are compressed like every other answer (the handler's are not).
  app.get('/', { onRequest: startEarly }, sendIndex);
  app.get(SEARCH_FORM_PATH, sendSearchForm);
  app.get(languagePath('bn', SEARCH_FORM_PATH), sendSearchForm);
  app.get(languagePath('hi', SEARCH_FORM_PATH), sendSearchForm);
  app.get('/*', { onRequest: startEarly }, async (request, reply) =>
    isFile(request.url) ? notFound(reply) : sendIndex(request, reply),
  );
  app.setNotFoundHandler(async (_request, reply) => notFound(reply));
  return app;
}
