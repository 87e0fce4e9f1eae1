// The earlier e-mail and password calls (docs/screens.md §7): users/login and users/signup, answering { token }.
import { requestApi } from '@store/shared';

export type EmailAuthKind = 'login' | 'signup';

export type EmailAuthResult = { ok: true; token: string } | { ok: false; status: number; serverText?: string };

/** Resolves with refusals (4xx) too; no network or a 5xx throws ApiError. */
export async function emailAuth(kind: EmailAuthKind, email: string, password: string): Promise<EmailAuthResult> {
  const answer = await requestApi<{ token?: unknown }>(`users/${kind}`, { body: { email, password } });
  const token = answer.ok ? answer.body?.token : undefined;
  if (typeof token === 'string' && token) return { ok: true, token };
  return { ok: false, status: answer.status, serverText: answer.message };
}
