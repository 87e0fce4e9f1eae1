// One way to read the api's answers: every call resolves to { status, data } whether the api put
// its status in the body (statusCode-in-body) or only in HTTP. Network failures and 5xx still throw.
import { ApiError, callApi } from '@store/shared';

export interface Answer {
  status: number;
  data: unknown;
}

function statusCodeOf(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const code = (value as { statusCode?: unknown }).statusCode;
  return typeof code === 'number' ? code : undefined;
}

export async function post(call: string, body: unknown, timeoutMs?: number): Promise<Answer> {
  try {
    const data = await callApi(call, { body, timeoutMs });
    return { status: statusCodeOf(data) ?? 200, data };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { status: error.status, data: error.body };
    }
    throw error;
  }
}

/** The useful part of an answer: its body (parsed when it is JSON text), else the answer itself. */
export function payloadOf<T>(data: unknown): T | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  if (!('body' in data)) return data as T;
  const body = (data).body;
  if (typeof body === 'string') {
    try {
      return JSON.parse(body.replace(/\bNaN\b/g, 'null')) as T;
    } catch {
      return undefined;
    }
  }
  return (body ?? undefined) as T | undefined;
}

/** The server's own words for a refusal, so the page shows what the server decided. */
export function messageOf(data: unknown, fallback: string): string {
  if (typeof data === 'string' && data.trim()) return data;
  if (typeof data !== 'object' || data === null) return fallback;
  const { body, message } = data as { body?: unknown; message?: unknown };
  if (typeof body === 'string' && body.trim()) {
    try {
      return messageOf(JSON.parse(body), body);
    } catch {
      return body;
    }
  }
  if (typeof body === 'object' && body !== null) return messageOf(body, fallback);
  if (typeof message === 'string' && message.trim()) return message;
  return fallback;
}

export const GENERIC_ERROR = 'An error occurred. Please try again later.';
