// What the edge answers when it cannot pass a call to the api: a plain message in the api's own
// statusCode-in-body shape, never the proxy's internal error text ("connect ECONNREFUSED …",
// "write EPIPE"). A body over the api's limit is refused here with 413 before any byte is sent on
// (the api would close the connection mid-upload, which the proxy saw as EPIPE).
import type { FastifyReply, FastifyRequest } from 'fastify';

export const STORE_UNAVAILABLE = 'The store is unavailable right now. Please try again in a moment.';
export const BODY_TOO_LARGE = 'The request body is too large';

export interface BodyLimits {
  /** JSON and form bodies (the api's BODY_LIMIT_BYTES). */
  bodyBytes: number;
  /** multipart/form-data (the résumé upload): the api's 5 MB file limit and the form's fields. */
  multipartBytes: number;
}

export function bodyLimitsFrom(env: Record<string, string | undefined>): BodyLimits {
  const configured = Number(env.BODY_LIMIT_BYTES);
  return {
    bodyBytes: Number.isInteger(configured) && configured > 0 ? configured : 256 * 1024,
    multipartBytes: 5 * 1024 * 1024 + 512 * 1024,
  };
}

const answer = (reply: FastifyReply, statusCode: number, body: string) =>
  reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ statusCode, body });

/** onRequest hook for /api: refuses a declared body over the limit. */
export function refuseLargeBodies(limits: BodyLimits) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const length = Number(request.headers['content-length']);
    if (!Number.isFinite(length)) return;
    const multipart = String(request.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('multipart/form-data');
    if (length > (multipart ? limits.multipartBytes : limits.bodyBytes)) return answer(reply, 413, BODY_TOO_LARGE);
  };
}

/** The proxy's onError: the api down or not answering is 503, anything else on the way 502. */
export function answerProxyFailure(reply: FastifyReply, error: unknown): void {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  const unreachable = [code, cause].some((value) =>
    [
      'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
      'FST_REPLY_FROM_GATEWAY_TIMEOUT',
      'ECONNREFUSED',
      'UND_ERR_CONNECT_TIMEOUT',
      'ENOTFOUND',
      'EHOSTUNREACH',
    ].includes(value ?? ''),
  );
  reply.log.warn({ err: error }, 'the api could not be reached through the edge');
  void answer(reply, unreachable ? 503 : 502, STORE_UNAVAILABLE);
}

/**
 * The edge's error handler: an /api call that failed on the way (its body stream broke when the api
 * refused the connection) gets the same plain answer; anything else a plain 500.
 */
export function answerEdgeError(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply): void {
  if (reply.sent) return;
  if (request.url === '/api' || request.url.startsWith('/api/')) {
    answerProxyFailure(reply, error);
    return;
  }
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status >= 500) reply.log.error({ err: error }, 'the edge failed to answer');
  void reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .send(status >= 500 ? 'Something went wrong. Please try again.' : 'Bad request');
}
