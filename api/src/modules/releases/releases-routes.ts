// The release plane over HTTP, under /internal (answered on the api's own loopback address, never
// through the edge, which proxies only /api):
// GET  /internal/releases/registry              the whole registry, each version's record, rollback targets, change id
// GET  /internal/releases/changes?after=<id>    at once when the change id is past `after`, else after the next change
//                                               or ~20 s with the unchanged id (a long poll the edges follow)
// GET  /internal/releases/audit[?name=&limit=]  the audit log, oldest first
// POST /internal/releases/{release,promote,rollback,canary}   one change each (409 with the reason when refused)
// POST /internal/releases/watch-lease           takes or renews the release watcher's lease
import type { FastifyInstance } from 'fastify';
import type { RoutesPlugin } from '../../schema-types.js';
import { REMOTE_PATTERN } from '../client-events/event-kinds.js';
import { ChangeFeed } from './change-feed.js';
import { promote, release, rollback, setCanary } from './release-operations.js';
import { readAudit, readPlane } from './release-store.js';
import { takeWatchLease } from './watch-lease.js';

const LONG_POLL_MS = 20_000;
export const WATCH_LEASE_MS = 30_000;

const name = { type: 'string', maxLength: 60, pattern: REMOTE_PATTERN } as const;
const version = { type: 'string', maxLength: 60, pattern: '^[0-9A-Za-z][0-9A-Za-z._-]*$' } as const;
const by = { type: 'string', minLength: 1, maxLength: 120 } as const;
const detail = { type: 'string', maxLength: 1000 } as const;
const expected = {
  type: 'object',
  maxProperties: 10,
  propertyNames: { pattern: REMOTE_PATTERN, maxLength: 60 },
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    required: ['current'],
    properties: { current: { type: ['string', 'null'], maxLength: 60 }, canary: { type: ['string', 'null'], maxLength: 60 } },
  },
} as const;
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const nullableCount = { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000_000 } as const;

const releaseBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'version', 'by'],
  properties: {
    name,
    version,
    by,
    canary: { type: 'integer', minimum: 1, maximum: 99 },
    expected,
    info: {
      type: 'object',
      additionalProperties: false,
      properties: {
        builtAt: nullableText(40),
        files: nullableCount,
        jsBytes: nullableCount,
        jsGzipBytes: nullableCount,
        contentHash: { type: ['string', 'null'], pattern: '^[0-9a-f]{64}$' },
        contract: { type: ['object', 'null'], maxProperties: 10 },
      },
    },
  },
} as const;

const rollbackBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'by'],
  properties: { name, by, to: version, detail, expected },
} as const;

const promoteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'by'],
  properties: { name, by, expected },
} as const;

const canaryBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'by', 'version'],
  properties: {
    name,
    by,
    version: { anyOf: [version, { type: 'null' }] },
    percent: { type: 'integer', minimum: 1, maximum: 99 },
    detail,
    expected,
  },
} as const;

const tags = ['operations'];

/** The feed is started with the routes and stopped when the app closes. */
async function startFeed(app: FastifyInstance): Promise<ChangeFeed> {
  let lastProblem = '';
  const feed = new ChangeFeed(app.database, (error) => {
    if (error.message !== lastProblem) app.log.warn({ err: error }, 'release plane: could not read the latest change');
    lastProblem = error.message;
  });
  await feed.start();
  app.addHook('onClose', () => feed.stop());
  return feed;
}

export const releasesRoutes: RoutesPlugin = async (app) => {
  const feed = await startFeed(app);
  // A change made here is known here at once, whatever the notification's way back takes.
  const changed = async <T>(work: Promise<T>): Promise<T> => {
    const done = await work;
    await feed.read();
    return done;
  };

  app.get('/releases/registry', { schema: { tags } }, () => readPlane(app.db));

  app.get(
    '/releases/changes',
    {
      schema: {
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['after'],
          properties: {
            after: { type: 'string', pattern: '^[0-9]{1,15}$' },
            wait: { type: 'string', pattern: '^[0-9]{1,5}$' },
          },
        },
      },
    },
    async (request) => {
      const wait = Math.min(Number(request.query.wait ?? LONG_POLL_MS), LONG_POLL_MS);
      const abort = new AbortController();
      request.raw.once('close', () => abort.abort());
      return { change: await feed.waitForChange(Number(request.query.after), wait, abort.signal) };
    },
  );

  app.get(
    '/releases/audit',
    {
      schema: {
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { name, limit: { type: 'string', pattern: '^[0-9]{1,5}$' } },
        },
      },
    },
    async (request) => ({
      records: await readAudit(app.db, {
        name: request.query.name,
        limit: request.query.limit === undefined ? undefined : Number(request.query.limit),
      }),
    }),
  );

  app.post('/releases/release', { schema: { tags, body: releaseBody } }, async (request) => {
    return { record: await changed(release(app.db, request.body)) };
  });

  app.post('/releases/rollback', { schema: { tags, body: rollbackBody } }, async (request) => {
    return { record: await changed(rollback(app.db, request.body)) };
  });

  app.post('/releases/promote', { schema: { tags, body: promoteBody } }, async (request) => {
    return { record: await changed(promote(app.db, request.body)) };
  });

  app.post('/releases/canary', { schema: { tags, body: canaryBody } }, async (request) => {
    const { version: canaryVersion, ...rest } = request.body;
    return {
      record: await changed(setCanary(app.db, { ...rest, version: canaryVersion ?? null })),
    };
  });

  app.post(
    '/releases/watch-lease',
    {
      schema: {
        tags,
        body: { type: 'object', additionalProperties: false, required: ['holder'], properties: { holder: by } },
      },
    },
    async (request) => takeWatchLease(app.db, request.body.holder, WATCH_LEASE_MS),
  );
};
