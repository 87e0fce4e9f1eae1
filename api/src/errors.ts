// One error type for the api and one handler that turns every failure into the statusCode-in-body
// answer the pages read: { statusCode, body: message }. Bad input is always a 4xx, never a 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageAnswer } from './schema-parts.js';

export class ApiError extends Error {
  /**
   * @param statusCode HTTP status, repeated in the body.
   * @param message the text the page shows (docs/screens.md §8 wording where the spec has one).
   * @param answer replaces the default `{ statusCode, body: message }` answer when a call has
   *   another documented error shape (for example `{ message }` for users/login).
   */
  constructor(
    readonly statusCode: number,
    message: string,
    readonly answer?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorAnswer {
  statusCode: number;
  body: string;
}

/** What every refusal looks like (the central handler's answer). */
export const errorAnswerSchema = messageAnswer;

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'body';
  const field = first.instancePath
    ? first.instancePath.replace(/^\//, '').replaceAll('/', '.')
    : ((first.params as { missingProperty?: string } | undefined)?.missingProperty ?? '');
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (first.keyword === 'required' && missing) return `${where}.${missing} is required`;
  if (first.keyword === 'additionalProperties') {
    const extra = (first.params as { additionalProperty?: string }).additionalProperty;
    return `${where}${field ? `.${field}` : ''} has an unknown field ${extra ?? ''}`.trim();
  }
  return `${where}${field ? `.${field}` : ''} ${first.message ?? 'is invalid'}`;
}

const KNOWN_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large (at most 5 MB)',
  FST_FILES_LIMIT: 'Too many files',
  FST_FIELDS_LIMIT: 'Too many fields',
  FST_PARTS_LIMIT: 'Too many parts',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data',
};

// The database cannot be reached (down, restarting, its connections cut): the store is unavailable
// for a moment, not broken. Node's socket errors and PostgreSQL's connection and shutdown classes (08, 57P).
const UNREACHABLE_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|08\d{3}|57P0[1-3])$/;
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;
export const UNAVAILABLE_MESSAGE = 'The store is unavailable right now. Please try again in a moment.';

/** True when the error, or one it was caused by (a query wrapper's), says the database cannot be reached. */
function databaseUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const code = (cause as Error & { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.test(code)) return true;
    if (UNREACHABLE_MESSAGES.test(cause.message)) return true;
  }
  return false;
}

export function answerFor(error: unknown): {
  status: number;
  payload: Record<string, unknown>;
  headers?: Record<string, string>;
} {
  if (error instanceof ApiError) {
    return {
      status: error.statusCode,
      payload: error.answer ?? { statusCode: error.statusCode, body: error.message },
      headers: error.headers,
    };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return { status: 400, payload: { statusCode: 400, body: describeValidation(fastifyError) } };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = (fastifyError.code && KNOWN_CLIENT_ERRORS[fastifyError.code]) ?? fastifyError.message;
    return { status, payload: { statusCode: status, body: message } };
  }
  if (error instanceof SyntaxError) {
    return { status: 400, payload: { statusCode: 400, body: KNOWN_CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY! } };
  }
  if (databaseUnreachable(error)) {
    return { status: 503, payload: { statusCode: 503, body: UNAVAILABLE_MESSAGE }, headers: { 'Retry-After': '5' } };
  }
  return { status: 500, payload: { statusCode: 500, body: 'An error occurred. Please try again later.' } };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, payload, headers } = answerFor(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode: status, reason: payload.body ?? payload.message }, 'request refused');
    if (headers) void reply.headers(headers);
    // The route's response schema does not describe errors; send the answer as plain JSON.
    return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(payload);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ statusCode: 404, body: `No such call: ${request.method} ${request.url.split('?')[0]}` }),
  );
}
