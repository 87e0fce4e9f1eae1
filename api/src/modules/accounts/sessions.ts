import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import { hashSessionToken, newSessionToken } from './session-token.js';

export interface SessionUser {
  id: number;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  email: string | null;
}

export const SESSION_EXPIRED = 'Session expired, please log in again';
export const NO_TOKEN = 'No authentication token found';

export async function createSession(db: Executor, userId: number, ttlDays: number): Promise<string> {
  const { token, hash } = newSessionToken();
  await db.execute(sql`INSERT INTO sessions (token_hash, user_id, expires_at)
    VALUES (${hash}, ${userId}, now() + make_interval(days => ${ttlDays}))`);
  return token;
}

export async function findSessionUser(db: Executor, token: string): Promise<SessionUser | null> {
  const [user] = await rows<SessionUser & Record<string, unknown>>(
    db,
    sql`SELECT u.id, u.name, u.first_name, u.last_name, u.phone, u.email
        FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = ${hashSessionToken(token)} AND s.revoked_at IS NULL AND s.expires_at > now()`,
  );
  return user ?? null;
}

/** The shopper behind a token, or a 401 in the statusCode-in-body shape. Other modules call this. */
export async function requireUser(db: Executor, token: unknown): Promise<SessionUser> {
  if (typeof token !== 'string' || token.trim() === '') throw new ApiError(401, NO_TOKEN);
  if (token.length > 200) throw new ApiError(401, SESSION_EXPIRED);
  const user = await findSessionUser(db, token.trim());
  if (!user) throw new ApiError(401, SESSION_EXPIRED);
  return user;
}

export async function revokeSession(db: Executor, token: string): Promise<void> {
  await db.execute(sql`UPDATE sessions SET revoked_at = now()
    WHERE token_hash = ${hashSessionToken(token)} AND revoked_at IS NULL`);
}
