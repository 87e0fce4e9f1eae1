// The one API client: every call in api/CALLS.md goes to /api/<call> through here.
// Components never call fetch themselves; each feature wraps the calls it needs.
import { takeHeldTapCall } from '../hydration/use-early-input';
import { messageOf } from './read-answer';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Multipart uploads pass FormData; it is sent as is. */
  form?: FormData;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * A replayed tap's call: the answer the page's early-input listener asked for when the tap was
   * held, where it did (HELD_TAP_CALL), else asked now.
   */
  afterHeldTap?: boolean;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * What a page says when the store's api cannot be reached: the edge answers 502/503/504 when the
 * api is down or broke off, and fetch fails when the store itself is. Such an answer is never read
 * as the call's answer (an empty product list would read as "No Such Product").
 */
export const STORE_UNAVAILABLE = 'The store is unavailable right now. Please try again in a moment.';
const GATEWAY_FAILURES = new Set([502, 503, 504]);

export function isStoreUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.message === STORE_UNAVAILABLE;
}

export function apiBase(): string {
  const configured = (globalThis as { __STORE_CONFIG__?: { apiBase?: string } }).__STORE_CONFIG__?.apiBase;
  return configured ?? '/api';
}

export function apiUrl(call: string, query?: CallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBase()}/${call}${search ? `?${search}` : ''}`;
}

/** A call started elsewhere (a held tap's), given up on as fetch would be: on the timeout or the caller's abort. */
function untilAborted<T>(started: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason instanceof Error ? signal.reason : new DOMException('aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    started.then(resolve, reject);
  });
}

function timeoutSignal(timeoutMs: number, outer?: AbortSignal): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  const forward = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forward);
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls /api/<call>. Resolves with the parsed answer for any 2xx and for 4xx answers that carry
 * a statusCode-in-body (the spec's pages read those); throws ApiError otherwise.
 */
export async function callApi<T = unknown>(call: string, options: CallOptions = {}): Promise<T> {
  const { method = 'POST', query, body, form, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const { signal, done } = timeoutSignal(timeoutMs, options.signal);
  try {
    const url = apiUrl(call, query);
    const sent = form ?? (method === 'POST' ? JSON.stringify(body ?? {}) : undefined);
    const held = options.afterHeldTap && !query && typeof sent === 'string' ? takeHeldTapCall(call, sent) : undefined;
    const response = await (
      (held && untilAborted(held, signal)) ??
      fetch(url, {
        method,
        signal,
        credentials: 'same-origin',
        headers: form ? undefined : { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: sent,
      })
    ).catch((error: unknown) => {
      // fetch rejects with a TypeError when nothing answers at all; an abort keeps its own error.
      throw error instanceof TypeError ? new ApiError(STORE_UNAVAILABLE, 0) : error;
    });
    const parsed = await readBody(response);
    if (GATEWAY_FAILURES.has(response.status)) throw new ApiError(STORE_UNAVAILABLE, response.status, parsed);
    if (response.ok || hasStatusCode(parsed)) return parsed as T;
    throw new ApiError(messageOf(parsed) ?? `HTTP error! status: ${response.status}`, response.status, parsed);
  } finally {
    done();
  }
}

function hasStatusCode(value: unknown): value is { statusCode: number } {
  return typeof value === 'object' && value !== null && typeof (value as { statusCode?: unknown }).statusCode === 'number';
}

/** statusCode-in-body answers: true for the codes the spec counts as success. */
export function isSuccess(answer: unknown, codes: number[] = [200]): boolean {
  return hasStatusCode(answer) && codes.includes(answer.statusCode);
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
