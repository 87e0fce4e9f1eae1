import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes for the browser; only the sha256 is stored, so a database dump holds no usable token. */
export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
