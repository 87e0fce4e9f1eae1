// Answers about a shopper (any call sent with a session token, and the calls that hand out tokens
// or OTPs) carry `Cache-Control: no-store`, refusals included: no browser, proxy or CDN may keep them.
import type { FastifyInstance, FastifyRequest } from 'fastify';

const ISSUE_CREDENTIALS = new Set(['/api/login-registration', '/api/users/login', '/api/users/signup', '/api/__dev/outbox']);

function carriesToken(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const fields = value as Record<string, unknown>;
  return (typeof fields.token === 'string' && fields.token !== '') || carriesToken(fields.body);
}

export function isPrivateAnswer(request: FastifyRequest): boolean {
  return (
    ISSUE_CREDENTIALS.has(request.url.split('?')[0] ?? '') ||
    typeof request.headers.authorization === 'string' ||
    carriesToken(request.body) ||
    carriesToken(request.query)
  );
}

export function installPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivateAnswer(request)) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
