// The page an address far over its share gets instead of the store (render-admission.ts): plain, and
// telling a well-behaved client when to come back.
import type { FastifyReply } from 'fastify';

export const TOO_MANY_PAGES = 'Too many pages were asked for from your address. Please try again in a moment.';

export function answerBusy(reply: FastifyReply, retryAfterS: number): FastifyReply {
  return reply
    .code(503)
    .header('Retry-After', String(retryAfterS))
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(TOO_MANY_PAGES);
}
