// The earlier e-mail and password pair (docs/screens.md §2, §7): answers { token, message } or { message }.
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import { isEmail } from '../../input-rules.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { createSession } from './sessions.js';

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 200;

// Compared against when the e-mail is unknown, so both paths cost one scrypt.
let decoyHash: Promise<string> | undefined;

function refuse(statusCode: number, message: string): ApiError {
  return new ApiError(statusCode, message, { statusCode, message });
}

function checkCredentials(email: unknown, password: unknown): { email: string; password: string } {
  if (typeof email !== 'string' || !isEmail(email.trim()) || email.length > 254)
    throw refuse(400, 'Please enter a valid email address');
  if (typeof password !== 'string' || password.length === 0) throw refuse(400, 'Please enter a password');
  if (password.length > MAX_PASSWORD) throw refuse(400, `Password must be at most ${MAX_PASSWORD} characters`);
  return { email: email.trim().toLowerCase(), password };
}

export async function signUp(db: Database, ttlDays: number, body: { email?: unknown; password?: unknown }) {
  const { email, password } = checkCredentials(body.email, body.password);
  if (password.length < MIN_PASSWORD) throw refuse(400, `Password must be at least ${MIN_PASSWORD} characters`);
  const passwordHash = await hashPassword(password);
  const created = await rows<{ id: number }>(
    db,
    sql`INSERT INTO users (name, email, password_hash) VALUES (${email.split('@')[0] ?? email}, ${email}, ${passwordHash})
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  const user = created[0];
  if (!user) throw refuse(409, 'An account with this e-mail already exists');
  return { token: await createSession(db, user.id, ttlDays), message: 'Sign up successful!' };
}

/** Wrong tries are counted and, past the limit, refused before the password is looked at. */
export interface LoginAttempts {
  check(email: string): Promise<void>;
  failed(email: string): Promise<void>;
}

export async function logIn(
  db: Database,
  ttlDays: number,
  body: { email?: unknown; password?: unknown },
  attempts: LoginAttempts,
) {
  const { email, password } = checkCredentials(body.email, body.password);
  await attempts.check(email);
  const [user] = await rows<{ id: number; password_hash: string }>(
    db,
    sql`SELECT id, password_hash FROM users WHERE lower(email) = ${email} AND password_hash IS NOT NULL`,
  );
  decoyHash ??= hashPassword('decoy password');
  const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
  if (!user || !ok) {
    await attempts.failed(email);
    throw refuse(401, 'Error logging in, please check your credentials.');
  }
  return { token: await createSession(db, user.id, ttlDays), message: 'Login successful!' };
}
