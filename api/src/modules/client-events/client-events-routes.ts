// POST /api/client-events (docs/contracts.md §8): the shell's beacon of field events per remote and version.
// Only counts are kept; a batch with any field besides remote, version, kind and count, or a value
// that is not a remote name, a release version or a known kind, is refused whole (nothing stored).
import { ApiError, errorAnswerSchema } from '../../errors.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { BrowserLimit } from './browser-limit.js';
import { addCounts, pruneCounts } from './event-counts.js';
import { EVENT_KINDS, REMOTE_PATTERN, VERSION_PATTERN } from './event-kinds.js';

const PRUNE_EVERY_MS = 60 * 60 * 1000;
export const MAX_EVENTS_PER_BATCH = 50;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['events'],
  properties: {
    /** A random id the shell keeps per browser, only for the per-browser limit; never stored. */
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
          count: { type: 'integer', minimum: 1, maximum: 100 },
        },
      },
    },
  },
} as const;

export const clientEventsRoutes: RoutesPlugin = async (app) => {
  const { clientEventsPerIp, clientEventsPerBrowser } = app.config.rateLimit;
  const perBrowser = new BrowserLimit(clientEventsPerBrowser);
  let lastPrune = 0;

  app.post(
    '/client-events',
    {
      config: { rateLimit: { max: clientEventsPerIp, timeWindow: 60_000 } },
      schema: {
        tags: ['operations'],
        summary: 'Field events of the shell per remote and version (counts only)',
        body: bodySchema,
        response: {
          202: { type: 'object', properties: { accepted: { type: 'integer' } }, required: ['accepted'] },
          '4xx': errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const { browser, events } = request.body;
      if (browser && !perBrowser.take(browser))
        throw new ApiError(429, 'Too many event batches from this browser, please wait a minute');
      const counted = events.map((event) => ({ ...event, count: event.count ?? 1 }));
      await addCounts(app.db, counted);
      for (const event of counted) app.metrics.countClientEvents(event.remote, event.kind, event.count);
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        const pruned = await pruneCounts(app.db);
        if (pruned > 0) request.log.info({ pruned }, 'pruned client event counts older than 14 days');
      }
      return reply.code(202).send({ accepted: events.length });
    },
  );
};
