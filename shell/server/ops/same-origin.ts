// Is a POST to /ops from the store's own pages? Browsers send Origin (or at least Referer) with a
// form post; another origin of the same site (another port, a subdomain) is still another origin,
// which SameSite cookies do not tell apart.
import type { FastifyRequest } from 'fastify';
import { overHttps } from '../security-headers';

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The store's own origins: PUBLIC_ORIGIN, and the one this request was addressed to. */
export function ownOrigins(request: FastifyRequest, publicOrigin: string | undefined): string[] {
  const host = request.headers.host;
  const addressed = host ? originOf(`${overHttps(request) ? 'https' : 'http'}://${host}`) : undefined;
  return [publicOrigin, addressed].filter((origin): origin is string => Boolean(origin));
}

export function fromOwnOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  const claimed = origin && origin !== 'null' ? originOf(origin) : originOf(request.headers.referer);
  return claimed !== undefined && ownOrigins(request, publicOrigin).includes(claimed);
}
