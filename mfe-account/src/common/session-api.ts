import { callApi, callWithToken } from '@store/shared';

export interface UserInfo {
  name?: string;
  phone_number?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/** Revokes the session on the api. Logging out goes on even if this fails (offline, already expired). */
export async function revokeSession(token: string): Promise<void> {
  try {
    await callApi('logout', { body: { token }, timeoutMs: 5000 });
  } catch {
    // The local session is cleared regardless; the server token expires on its own.
  }
}

export async function fetchUserInfo(token: string): Promise<UserInfo | null> {
  const { status, body: info } = await callWithToken<UserInfo>('user-info', token);
  return status === 200 && typeof info === 'object' && info !== null && !Array.isArray(info) ? info : null;
}
