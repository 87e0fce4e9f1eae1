// The one call behind phone login and registration: login-registration with its four actions.
import { ApiError, callApi, parseBodyString } from '@store/shared';

export type AuthAction = 'login' | 'login_validate' | 'register' | 'validate_otp';

export interface AuthFields {
  phone_number: string;
  username?: string;
  email?: string;
  otp?: string;
}

/** What the form needs from an answer: did it work, the status, and the server's words. */
export interface AuthAnswer {
  ok: boolean;
  status: number;
  /** The server's own text when it gave one. */
  serverText?: string;
  /** Seconds until the server lets the shopper try again (429). */
  retryAfterSeconds?: number;
  /** Wrong-code tries the server still allows (401). */
  triesLeft?: number;
  body?: unknown;
}

/** Spec §7: statusCodes 200 to 203 count as success. */
const SUCCESS = [200, 201, 202, 203];

interface StatusAnswer {
  statusCode?: number;
  body?: unknown;
  message?: unknown;
  retryAfter?: unknown;
  retry_after?: unknown;
  retryAfterSeconds?: unknown;
  tries_left?: unknown;
}

export async function postAuthAction(action: AuthAction, fields: AuthFields): Promise<AuthAnswer> {
  try {
    const answer = await callApi<StatusAnswer | string>('login-registration', {
      body: { body: { action, username: fields.username ?? '', ...fields } },
    });
    return readAnswer(answer, 200);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      return { ...readAnswer(error.body as StatusAnswer | string, error.status), ok: false, status: error.status };
    }
    throw error;
  }
}

function readAnswer(answer: StatusAnswer | string | null | undefined, httpStatus: number): AuthAnswer {
  if (typeof answer === 'string' || answer === null || answer === undefined) {
    return { ok: SUCCESS.includes(httpStatus), status: httpStatus, serverText: answer ?? undefined };
  }
  const status = typeof answer.statusCode === 'number' ? answer.statusCode : httpStatus;
  return {
    ok: SUCCESS.includes(status),
    status,
    serverText: textOf(answer.body) ?? textOf(answer.message) ?? textOf(objectMessage(answer.body)),
    retryAfterSeconds: secondsOf(answer.retryAfterSeconds ?? answer.retryAfter ?? answer.retry_after ?? nestedRetry(answer.body)),
    triesLeft: typeof answer.tries_left === 'number' ? answer.tries_left : undefined,
    body: answer.body,
  };
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() && !value.trim().startsWith('{') ? value : undefined;
}

function objectMessage(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
}

function nestedRetry(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as StatusAnswer;
  return record.retryAfterSeconds ?? record.retryAfter ?? record.retry_after;
}

function secondsOf(value: unknown): number | undefined {
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** login_validate answers a JSON text {"token","message"} as its body. */
export function tokenFrom(answer: AuthAnswer): string | null {
  try {
    const parsed = parseBodyString<{ token?: unknown } | null>(answer.body);
    return parsed && typeof parsed.token === 'string' && parsed.token ? parsed.token : null;
  } catch {
    return null;
  }
}
