// Outside /api, so the edge (which proxies only /api) never serves these to shoppers: they answer
// on the api's own address only (127.0.0.1).
// GET /internal/client-events/figures?since=<ISO time>[&until=<ISO time>]: per remote version, the
//   distinct browsers that tried it and that failed it, capped by the pages the edge served, for the
//   release watcher and the ops page.
// POST /internal/client-events/served: an edge's count of pages served per remote version.
import { ApiError } from '../../errors.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { addServedPages, figuresSince, RETENTION_DAYS } from './event-browsers.js';
import { REMOTE_PATTERN, VERSION_PATTERN } from './event-kinds.js';

const servedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['served'],
  properties: {
    served: {
      type: 'array',
      maxItems: 1000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['remote', 'version', 'pages'],
        properties: {
          remote: { type: 'string', maxLength: 60, pattern: REMOTE_PATTERN },
          version: { type: 'string', maxLength: 30, pattern: VERSION_PATTERN },
          pages: { type: 'integer', minimum: 1, maximum: 10_000_000 },
        },
      },
    },
  },
} as const;

export const internalRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/client-events/figures',
    {
      schema: {
        tags: ['operations'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { since: { type: 'string', maxLength: 40 }, until: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (request) => {
      const oldest = Date.now() - RETENTION_DAYS * 24 * 60 * 60 * 1000;
      const since = request.query.since === undefined ? Date.now() - 60 * 60 * 1000 : Date.parse(request.query.since);
      const until = request.query.until === undefined ? undefined : Date.parse(request.query.until);
      if (Number.isNaN(since) || Number.isNaN(until)) throw new ApiError(400, 'since and until must be ISO dates and times');
      const from = new Date(Math.max(since, oldest));
      const to = until === undefined ? undefined : new Date(until);
      return { since: from.toISOString(), until: to?.toISOString() ?? null, versions: await figuresSince(app.db, from, to) };
    },
  );

  app.post('/client-events/served', { schema: { tags: ['operations'], body: servedSchema } }, async (request, reply) => {
    await addServedPages(app.db, request.body.served);
    return reply.code(204).send();
  });
};
