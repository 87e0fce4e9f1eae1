// Per-IP request limits for every route. With REDIS_URL the counters live in Redis, so several api
// processes behind a load balancer share them; otherwise each process counts in memory.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.js';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { globalPerIp, windowMs } = app.config.rateLimit;
  await app.register(rateLimit, {
    global: true,
    max: globalPerIp,
    timeWindow: windowMs,
    redis: app.redis,
    nameSpace: 'store-rl:',
    skipOnError: true,
    // The release plane's routes are the edges' and operators' own (never proxied to shoppers): every
    // edge follows its change feed, which must not use up the per-address limit of the machine.
    allowList: (request) => request.url === '/api/health' || request.url.startsWith('/internal/releases/'),
    errorResponseBuilder: (_request, context) =>
      new ApiError(context.statusCode, `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`),
  });
}
