// The edge logs requests only at LOG_LEVEL=debug: readable lines in a terminal outside production
// (pino-pretty), JSON when piped or in production; paths without their query (it may hold a phone).
import type { FastifyServerOptions } from 'fastify';

export function edgeLogger(env: Record<string, string | undefined>): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL !== 'debug') return false;
  const pretty = Boolean(process.stdout.isTTY) && env.NODE_ENV !== 'production';
  return {
    level: 'debug',
    serializers: {
      req: (request: { method?: string; url?: string }) => ({ method: request.method, path: (request.url ?? '').split('?')[0] }),
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}
