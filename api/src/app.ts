// Builds the Fastify app: third-party plugins, then the database context, then every module of
// modules/index.ts under /api. The caller owns the database (opens, migrates and closes it).
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { installErrorHandler } from './errors.js';
import { modules as defaultModules, type ApiModule } from './modules/index.js';
import { internalRoutes } from './modules/client-events/internal-routes.js';
import { releasesRoutes } from './modules/releases/releases-routes.js';
import './plugins/context.js';
import { AnswerCache } from './plugins/answer-cache.js';
import { registerDocs } from './plugins/docs.js';
import { installJsonParser } from './plugins/json-body.js';
import { registerMetrics } from './plugins/metrics.js';
import { loggerOptions, logRequestsAtDebug } from './plugins/request-log.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerSecurity } from './plugins/security.js';
import { installTextGuard } from './plugins/text-guard.js';
import { installPrivateAnswers } from './plugins/private-answers.js';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis;
  /** Defaults to the configured log level; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  modules?: ApiModule[];
}

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'token',
  'otp',
  'password',
  '*.token',
  '*.otp',
  '*.password',
  '*.body.otp',
  '*.body.token',
];

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config, { paths: REDACTED_PATHS, censor: '[redacted]' }),
    disableRequestLogging: true,
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, allowUnionTypes: true } },
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', options.redis);
  app.decorate('answers', new AnswerCache(config.catalogCache.ttlMs, config.catalogCache.entries));
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  installErrorHandler(app);
  registerMetrics(app);
  logRequestsAtDebug(app);
  installJsonParser(app);
  installTextGuard(app);
  installPrivateAnswers(app);
  await registerSecurity(app);
  await registerRateLimit(app);
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(multipart, {
    limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  await registerDocs(app);

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['meta'],
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string' } },
            required: ['status', 'database'],
          },
        },
      },
    },
    async () => {
      await database.db.execute(sql`SELECT 1`);
      return { status: 'ok', database: database.kind };
    },
  );

  for (const module of options.modules ?? defaultModules) {
    await app.register(module.plugin, { prefix: '/api' });
  }
  await app.register(internalRoutes, { prefix: '/internal' });
  await app.register(releasesRoutes, { prefix: '/internal' });
  return app;
}
