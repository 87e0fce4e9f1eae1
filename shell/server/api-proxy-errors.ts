// What the edge answers when it cannot pass a call to the api: a plain message in the api's own
// statusCode-in-body shape, never the proxy's internal error text ("connect ECONNREFUSED …",
// "write EPIPE"). A body over the api's limit is refused here with 413 before any byte is sent on
// (the api would close the connection mid-upload, which the proxy saw as EPIPE).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { markEdgeAnswer, securityHeaders, type SecurityHeaderOptions } from './security-headers';

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

/** The edge's own answer on /api, in the api's shape and with the edge's security headers. */
const answer = (reply: FastifyReply, statusCode: number, body: string) => {
  markEdgeAnswer(reply);
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ statusCode, body });
};

/** What a refusal by the edge's own body parsing means for the caller (the api says the same). */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
  FST_ERR_CTP_EMPTY_TYPE: 'This content type is not accepted here',
};

/** The body, read whole, or undefined as soon as it passes `limit` bytes. */
async function readUpTo(body: AsyncIterable<Buffer>, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * preHandler for /api: refuses a body over the limit with 413 before any byte reaches the api. A
 * declared length is judged at once; a chunked body (no length) is read here up to the limit and
 * sent on whole, since the api would close the connection mid-upload (the proxy's 502).
 */
export function refuseLargeBodies(limits: BodyLimits) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const multipart = String(request.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('multipart/form-data');
    const limit = multipart ? limits.multipartBytes : limits.bodyBytes;
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length)) {
      if (length > limit) return answer(reply, 413, BODY_TOO_LARGE);
      return;
    }
    const body = request.body as AsyncIterable<Buffer> | undefined;
    if (!request.headers['transfer-encoding'] || !body || typeof body[Symbol.asyncIterator] !== 'function') return;
    const whole = await readUpTo(body, limit);
    if (!whole) return answer(reply.header('connection', 'close'), 413, BODY_TOO_LARGE);
    // The proxy sends a stream on as it is (a Buffer it would write as JSON).
    request.body = Readable.from([whole]);
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
 * The edge's error handler: an /api call the caller got wrong (a body over the limit, a content type
 * nobody accepts) keeps its 4xx, as the api would answer; one that failed on the way (its body
 * stream broke when the api refused the connection) gets the plain unavailable answer; anything
 * else a plain 500. No answer repeats what the caller sent.
 */
export function answerEdgeError(
  error: Error & { statusCode?: number; code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (reply.sent) return;
  if (request.url === '/api' || request.url.startsWith('/api/')) {
    const clientError = CLIENT_ERRORS[error.code ?? ''];
    if (clientError && typeof error.statusCode === 'number') void answer(reply, error.statusCode, clientError);
    else answerProxyFailure(reply, error);
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

/** Fastify's frameworkErrors: a URL that does not decode is a plain 400 with the security headers. */
export function answerBadUrl(options: SecurityHeaderOptions) {
  return (error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply): void => {
    const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
    void reply
      .code(status)
      .headers(securityHeaders(request, reply, options))
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Bad request');
  };
}

/** Every 5xx the edge answers is logged at the default level, whoever made it (the proxy, a plugin). */
export function logServerErrors(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500)
      request.log.error(
        { status: reply.statusCode, method: request.method, path: request.routeOptions.url },
        'the edge answered with a server error',
      );
  });
}
