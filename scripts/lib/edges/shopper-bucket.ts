// The shopper's canary bucket cookie, as the edge names and sets it (shell/server/shopper-registry.ts).
export const BUCKET_COOKIE_NAME = 'store_bucket';

/** The bucket a Set-Cookie header of the edge gives, if any. */
export function bucketFromSetCookie(setCookie: string[]): number | undefined {
  for (const cookie of setCookie) {
    const match = new RegExp(`^${BUCKET_COOKIE_NAME}=(\\d{1,2});`).exec(cookie);
    if (match) return Number(match[1]);
  }
  return undefined;
}
