// Calls made with the shopper's token. The store has one policy for a 401: the session expired or
// was revoked, so the shopper is logged out in every section at once and told why, once. Callers
// get a SessionExpiredError they may ignore (or use to ask for a login).
import { showNotice } from '../ui/notices';
import { clearSession } from '@store/runtime';
import type { CallOptions } from './api-client';
import type { Answer } from './read-answer';
import { requestApi } from './request-api';

export const SESSION_EXPIRED = 'Session expired, please log in again';

export class SessionExpiredError extends Error {
  constructor() {
    super(SESSION_EXPIRED);
    this.name = 'SessionExpiredError';
  }
}

// Calls made in parallel with the same token all see the 401; the shopper is told once.
let lastExpiredToken: string | null = null;

function expireSession(token: string): void {
  clearSession();
  if (token === lastExpiredToken) return;
  lastExpiredToken = token;
  showNotice(SESSION_EXPIRED, { tone: 'error', durationMs: 6000 });
}

export interface TokenCallOptions extends Pick<CallOptions, 'timeoutMs' | 'signal'> {
  /** payment-gateway takes its fields, token included, inside { body } (docs/screens.md §7). */
  inBody?: boolean;
}

/** Posts { token, ...payload }; a 401 ends the session (see above) and throws SessionExpiredError. */
export async function callWithToken<T = unknown>(
  call: string,
  token: string,
  payload: Record<string, unknown> = {},
  options: TokenCallOptions = {},
): Promise<Answer<T>> {
  const { inBody, ...callOptions } = options;
  const fields = { token, ...payload };
  const answer = await requestApi<T>(call, { ...callOptions, body: inBody ? { body: fields } : fields });
  if (answer.status === 401) {
    expireSession(token);
    throw new SessionExpiredError();
  }
  return answer;
}
