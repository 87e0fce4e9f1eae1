// The store's public address, for what must name absolute URLs (the sitemap, robots.txt). It comes
// from configuration, never from a request's Host header: anyone can send any Host, and an answer a
// cache keeps (or a search engine reads) must not carry an address the caller made up.
export class PublicOriginError extends Error {
  constructor(value: string, reason: string) {
    super(`PUBLIC_ORIGIN must be the store's address like https://shop.example.in (${reason}), got "${value}"`);
    this.name = 'PublicOriginError';
  }
}

/** PUBLIC_ORIGIN (scheme, host and port only), or this edge's own local address when it is unset. */
export function publicOrigin(env: NodeJS.ProcessEnv): string {
  const value = env.PUBLIC_ORIGIN?.trim();
  if (!value) return `http://localhost:${env.PORT ?? 3000}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PublicOriginError(value, 'not an address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new PublicOriginError(value, 'http or https only');
  if (url.username || url.password) throw new PublicOriginError(value, 'no user or password');
  if (url.pathname !== '/' || url.search || url.hash || value.endsWith('?') || value.endsWith('#')) {
    throw new PublicOriginError(value, 'no path, query or fragment');
  }
  return url.origin;
}
