// The earlier e-mail and password calls (api/CALLS.md): users/login and users/signup, answering { token }.
import { ApiError, callApi } from '@store/shared';

export type EmailAuthKind = 'login' | 'signup';

export type EmailAuthResult = { ok: true; token: string } | { ok: false; status: number; serverText?: string };

export async function emailAuth(kind: EmailAuthKind, email: string, password: string): Promise<EmailAuthResult> {
  try {
    const answer = await callApi<{ token?: unknown; statusCode?: number; message?: unknown; body?: unknown }>(`users/${kind}`, {
      body: { email, password },
    });
    if (typeof answer?.token === 'string' && answer.token) return { ok: true, token: answer.token };
    return { ok: false, status: answer?.statusCode ?? 500, serverText: textOf(answer?.message ?? answer?.body) };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, serverText: error.message };
    throw error;
  }
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
