// The Content-Security-Policy nonce of one response. Any edge code that writes an inline script into
// a page (the registry today; server-side rendering later) asks for it here and puts it on the
// script as `nonce="…"`; the security headers then allow exactly the scripts carrying it. A fresh
// nonce per response, so one seen in a page cannot be reused by injected markup elsewhere.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const nonces = new WeakMap<FastifyReply, string>();

/** This response's nonce, made on first use (base64 of 16 random bytes). */
export function responseNonce(reply: FastifyReply): string {
  let nonce = nonces.get(reply);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(reply, nonce);
  }
  return nonce;
}

/** The nonce if this response asked for one (only pages do). */
export function nonceIfAny(reply: FastifyReply): string | undefined {
  return nonces.get(reply);
}
