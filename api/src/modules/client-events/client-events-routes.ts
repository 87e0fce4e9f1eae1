// POST /api/client-events (api/CALLS.md): the shell's beacon of field events per remote and version.
// What may move the release watcher's figures: only a browser the edge signed an id for, only
// versions the registry holds, each browser once as viewing and once as failing a version, a few
// batches a minute per browser, and a bounded number of browsers per address (docs/contracts.md §8).
// A batch with any field besides remote, version, kind and count, or a value that is not a remote
// name, a release version or a known kind, is refused whole (nothing stored).
import type { FastifyRequest } from 'fastify';
import { ApiError, errorAnswerSchema } from '../../errors.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { memoryAddressBrowsers, redisAddressBrowsers } from './address-browsers.js';
import { verifiedBrowser } from './browser-id.js';
import { addBrowserEvents, pruneFieldEvents } from './event-browsers.js';
import { EVENT_KINDS, REMOTE_PATTERN, VERSION_PATTERN } from './event-kinds.js';
import { ReleasedVersions } from './released-versions.js';

const PRUNE_EVERY_MS = 60 * 60 * 1000;
export const MAX_EVENTS_PER_BATCH = 50;
export const NO_BROWSER_ID = 'Field events need the id the store gives this browser: load a page of the store first';

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['events'],
  properties: {
    /** Sent by shells released before the edge signed browser ids; ignored (the signed cookie counts). */
    browser: { type: 'string', pattern: '^[0-9a-f-]{16,40}$' },
    events: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_EVENTS_PER_BATCH,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['remote', 'version', 'kind'],
        properties: {
          remote: { type: 'string', maxLength: 60, pattern: REMOTE_PATTERN },
          version: { type: 'string', maxLength: 30, pattern: VERSION_PATTERN },
          kind: { type: 'string', enum: [...EVENT_KINDS] },
          /** How often the browser saw it; a browser counts once however many. */
          count: { type: 'integer', minimum: 1, maximum: 100 },
        },
      },
    },
  },
} as const;

export const clientEventsRoutes: RoutesPlugin = async (app) => {
  const { clientEventsPerIp, clientEventsPerBrowser } = app.config.rateLimit;
  const { secret, browsersPerAddress, addressWindowMs } = app.config.fieldEvents;
  const released = new ReleasedVersions(app.db);
  const addressBrowsers = app.redis
    ? redisAddressBrowsers(app.redis, browsersPerAddress, addressWindowMs)
    : memoryAddressBrowsers(browsersPerAddress, addressWindowMs);
  // The signature is checked once, before the body is read; the limit and the handler use the id.
  const verified = new WeakMap<FastifyRequest, string>();
  const browserOf = (request: FastifyRequest) => verified.get(request);
  let lastPrune = 0;

  const requireBrowser = async (request: FastifyRequest) => {
    const browser = verifiedBrowser(request.headers.cookie, secret);
    if (!browser) throw new ApiError(403, NO_BROWSER_ID);
    verified.set(request, browser);
  };
  // The route's own limit (per address) has already run: this one counts per browser, in Redis too.
  const browserLimit = app.createRateLimit({
    max: clientEventsPerBrowser,
    timeWindow: 60_000,
    keyGenerator: (request) => `browser:${browserOf(request) ?? request.ip}`,
  });
  const perBrowser = async (request: FastifyRequest) => {
    const verdict = await browserLimit(request);
    if (!verdict.isAllowed && verdict.isExceeded)
      throw new ApiError(429, 'Too many event batches from this browser, please wait a minute');
  };

  app.post(
    '/client-events',
    {
      config: { rateLimit: { max: clientEventsPerIp, timeWindow: 60_000 } },
      onRequest: requireBrowser,
      preHandler: perBrowser,
      schema: {
        tags: ['operations'],
        summary: 'Field events of the shell per remote and version, from a browser the edge signed an id for',
        body: bodySchema,
        response: {
          202: { type: 'object', properties: { accepted: { type: 'integer' } }, required: ['accepted'] },
          '4xx': errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const browser = browserOf(request) as string;
      const { events } = request.body;
      const held = await Promise.all(events.map((event) => released.holds(event.remote, event.version)));
      const unknown = events.find((_event, i) => !held[i]);
      if (unknown) throw new ApiError(400, `${unknown.remote} ${unknown.version} is not a released version of the store`);
      if (!(await addressBrowsers.admit(request.ip, browser)))
        throw new ApiError(429, 'Too many browsers report from this address, please wait a few minutes');
      await addBrowserEvents(app.db, browser, events);
      for (const event of events) app.metrics.countClientEvents(event.remote, event.kind, event.count ?? 1);
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        const pruned = await pruneFieldEvents(app.db);
        if (pruned > 0) request.log.info({ pruned }, 'pruned field events older than 14 days');
      }
      return reply.code(202).send({ accepted: events.length });
    },
  );
};
