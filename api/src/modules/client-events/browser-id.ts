// The browser id the edge gives each browser in the `store_browser` cookie: `<id>.<signature>`, the
// signature an HMAC-SHA256 of the id with FIELD_EVENTS_SECRET. Only the edge can make one, and it
// makes one per page load at most, so field events cannot come from browsers nobody served.
// The edge's side is shell/server/field-events/browser-cookie.ts; scripts/browser-id.test.ts ties them.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const BROWSER_COOKIE = 'store_browser';
const VALUE = /(?:^|;\s*)store_browser=([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})(?:;|$)/;

const signatureOf = (id: string, secret: string) => createHmac('sha256', secret).update(id).digest();

/** The browser's id when its cookie carries a signature made with `secret`, else undefined. */
export function verifiedBrowser(cookieHeader: string | undefined, secret: string): string | undefined {
  const match = VALUE.exec(cookieHeader ?? '');
  if (!match) return undefined;
  const [, id = '', signature = ''] = match;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(id, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
