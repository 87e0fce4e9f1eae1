// E-mail password login: at most 10 wrong passwords in 15 minutes per account and per caller
// address. Counted by the store of the api's rate-limit plugin (src/plugins/rate-limit.ts), so in
// Redis when REDIS_URL is set and every api process sees the same count. Unknown e-mails are
// counted like known ones, so the lockout tells nothing about which accounts exist.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors.js';

export const LOGIN_FAILURES_ALLOWED = 10;
export const LOGIN_LOCKOUT_MS = 15 * 60 * 1000;

export interface LoginLockout {
  /** Throws a 429 (with Retry-After) while the account or the caller's address is locked out. */
  check(request: FastifyRequest, email: string): Promise<void>;
  failed(request: FastifyRequest, email: string): Promise<void>;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export function createLoginLockout(app: FastifyInstance): LoginLockout {
  const counter = (kind: string, key: (request: FastifyRequest) => string): Limiter =>
    app.createRateLimit({
      max: LOGIN_FAILURES_ALLOWED,
      timeWindow: LOGIN_LOCKOUT_MS,
      keyGenerator: (request) => `login-${kind}:${key(request)}`,
      allowList: () => false,
    });
  // The e-mail is read from the request, checked and lower-cased by the caller first.
  const emailOf = new WeakMap<FastifyRequest, string>();
  const byAccount = counter('account', (request) => emailOf.get(request) ?? '');
  const byAddress = counter('address', (request) => request.ip);

  return {
    async check(request, email) {
      emailOf.set(request, email);
      let waitMs = 0;
      for (const limiter of [byAccount, byAddress]) {
        const state = await limiter(request, { increment: false });
        if (!state.isAllowed && state.max - state.remaining >= LOGIN_FAILURES_ALLOWED) waitMs = Math.max(waitMs, state.ttl);
      }
      if (waitMs > 0) {
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        const seconds = Math.ceil(waitMs / 1000);
        throw new ApiError(
          429,
          `Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          undefined,
          { 'retry-after': String(seconds) },
        );
      }
    },
    async failed(request, email) {
      emailOf.set(request, email);
      await Promise.all([byAccount(request), byAddress(request)]);
    },
  };
}
