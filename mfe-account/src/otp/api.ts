// The one call behind phone login and registration: login-registration with its four actions.
import { requestApi, type Answer } from '@store/shared';

export type AuthAction = 'login' | 'login_validate' | 'register' | 'validate_otp';

export interface AuthFields {
  phone_number: string;
  username?: string;
  email?: string;
  otp?: string;
}

/** The read answer plus the two hints the OTP steps carry. */
export interface AuthAnswer extends Answer {
  /** Seconds until the server lets the shopper try again (429). */
  retryAfterSeconds?: number;
  /** Wrong-code tries the server still allows (401). */
  triesLeft?: number;
}

interface Hints {
  retryAfter?: unknown;
  retry_after?: unknown;
  retryAfterSeconds?: unknown;
  tries_left?: unknown;
}

/** Resolves with refusals (4xx) too; no network or a 5xx throws ApiError. */
export async function postAuthAction(action: AuthAction, fields: AuthFields): Promise<AuthAnswer> {
  const answer = await requestApi('login-registration', {
    body: { body: { action, username: fields.username ?? '', ...fields } },
  });
  const hints: Hints = typeof answer.raw === 'object' && answer.raw !== null ? answer.raw : {};
  return {
    ...answer,
    retryAfterSeconds: secondsOf(hints.retryAfterSeconds ?? hints.retryAfter ?? hints.retry_after ?? nestedRetry(answer.body)),
    triesLeft: typeof hints.tries_left === 'number' ? hints.tries_left : undefined,
  };
}

function nestedRetry(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Hints;
  return record.retryAfterSeconds ?? record.retryAfter ?? record.retry_after;
}

function secondsOf(value: unknown): number | undefined {
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** login_validate answers a JSON text {"token","message"} as its body. */
export function tokenFrom(answer: AuthAnswer): string | null {
  const token = typeof answer.body === 'object' && answer.body !== null ? (answer.body as { token?: unknown }).token : undefined;
  return typeof token === 'string' && token ? token : null;
}
