// How the api logs: request lines only at LOG_LEVEL=debug (one per answered request, the path
// without its query, which may carry a phone number), readable lines in a terminal outside
// production (pino-pretty), JSON lines when the output is piped or in production.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

export function loggerOptions(config: Config, redact: { paths: string[]; censor: string }): FastifyServerOptions['logger'] {
  const pretty = Boolean(process.stdout.isTTY) && !config.isProduction;
  return {
    level: config.logLevel,
    redact,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

export function logRequestsAtDebug(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}
