// Calls that need the shopper's token. A 401 means the session expired or was revoked:
// the shopper is logged out everywhere at once and told why.
import { ApiError, callApi, clearSession, showNotice } from '@store/shared';

export const SESSION_EXPIRED = 'Session expired, please log in again';

export class SessionExpiredError extends Error {
  constructor() {
    super(SESSION_EXPIRED);
    this.name = 'SessionExpiredError';
  }
}

export function expireSession(): void {
  clearSession();
  showNotice(SESSION_EXPIRED, { tone: 'error', durationMs: 6000 });
}

export interface AccountAnswer {
  status: number;
  body: unknown;
  /** The server's own words, when it gave some. */
  serverText?: string;
}

/** Posts { token, ...payload } to the call; throws SessionExpiredError (after logging out) on 401. */
export async function accountCall(call: string, token: string, payload: Record<string, unknown> = {}): Promise<AccountAnswer> {
  let result: AccountAnswer;
  try {
    const answer = await callApi<unknown>(call, { body: { token, ...payload } });
    result = readAnswer(answer);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    result = { status: error.status, body: error.body, serverText: error.message };
  }
  if (result.status === 401) {
    expireSession();
    throw new SessionExpiredError();
  }
  return result;
}

function readAnswer(answer: unknown): AccountAnswer {
  if (typeof answer === 'object' && answer !== null && typeof (answer as { statusCode?: unknown }).statusCode === 'number') {
    const { statusCode, body, message } = answer as { statusCode: number; body?: unknown; message?: unknown };
    const text = typeof body === 'string' ? body : typeof message === 'string' ? message : undefined;
    return { status: statusCode, body: body ?? answer, serverText: text };
  }
  return { status: 200, body: answer };
}
