// GET /internal/client-events/figures?since=<ISO time>[&until=<ISO time>]: views, errors and error rate per remote and
// version, for the release watcher and the ops page. Outside /api, so the edge (which proxies only
// /api) never serves it to shoppers: it answers on the api's own address only.
import { ApiError } from '../../errors.js';
import type { RoutesPlugin } from '../../schema-types.js';
import { figuresSince, RETENTION_DAYS } from './event-counts.js';

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
};
