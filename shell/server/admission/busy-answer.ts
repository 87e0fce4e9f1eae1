// The page an address far over its share gets instead of the store (render-admission.ts): plain,
// telling a well-behaved client when to come back, and sent after a pause (refusalPauseMs), so a
// flood's connections cannot ask again at once.
import type { FastifyReply } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';

export const TOO_MANY_PAGES = 'Too many pages were asked for from your address. Please try again in a moment.';

export async function answerBusy(reply: FastifyReply, retryAfterS: number, pauseMs: number): Promise<FastifyReply> {
  if (pauseMs > 0) await sleep(pauseMs);
  return reply
    .code(503)
    .header('Retry-After', String(retryAfterS))
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(TOO_MANY_PAGES);
}
