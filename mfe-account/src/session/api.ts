import { callApi } from '@store/shared';
import { accountCall } from './account-call';
import { readBody } from './read-body';

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
  const answer = await accountCall('user-info', token);
  if (answer.status !== 200) return null;
  const info = readBody<UserInfo>(answer.body);
  return typeof info === 'object' && info !== null ? info : null;
}
