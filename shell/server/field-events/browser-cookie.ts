// The browser id the edge gives each browser (`store_browser=<id>.<signature>`, an HMAC-SHA256 of a
// random id with FIELD_EVENTS_SECRET): the api counts field events only from browsers carrying one,
// so a caller cannot make up browsers without loading a page for each. The api's side is
// api/src/modules/client-events/browser-id.ts; scripts/field-events-watcher.test.ts ties the two.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export const BROWSER_COOKIE = 'store_browser';
const MAX_AGE_S = 365 * 24 * 60 * 60;
const VALUE = /(?:^|;\s*)store_browser=([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})(?:;|$)/;

const signatureOf = (id: string, secret: string) => createHmac('sha256', secret).update(id).digest();

/** A new id and its signature, as the cookie's value. */
export function signedBrowserId(secret: string, id = randomBytes(16).toString('base64url')): string {
  return `${id}.${signatureOf(id, secret).toString('base64url')}`;
}

// A returning browser sends its cookie with every page: one checked is remembered (only a valid one,
// so a made-up cookie costs its sender a signature check each time).
const verified = new LRUCache<string, string>({ max: 50_000 });

/** The browser's id when its cookie was signed with `secret`. */
export function browserIdFrom(cookieHeader: string | undefined, secret: string): string | undefined {
  const match = VALUE.exec(cookieHeader ?? '');
  if (!match) return undefined;
  const [value = '', id = '', signature = ''] = match;
  const key = `${secret}\n${value}`;
  if (verified.get(key) === id) return id;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(id, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  verified.set(key, id);
  return id;
}

/** A Set-Cookie for a browser without a valid id yet; undefined when it has one. */
export function browserCookieFor(cookieHeader: string | undefined, secret: string, secure: boolean): string | undefined {
  if (browserIdFrom(cookieHeader, secret)) return undefined;
  return `${BROWSER_COOKIE}=${signedBrowserId(secret)}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
