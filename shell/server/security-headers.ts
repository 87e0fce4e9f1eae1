// Security headers on everything the edge serves itself: pages, the registry, manifests, scripts,
// and its own error answers. /api answers keep the api's own headers (src/plugins/security.ts, and
// the payment sandbox page's own policy).
//
// The policy is the one the composed store runs under (e2e/tests/content-security-policy.spec.ts
// loads every route and fails on any violation):
// - script-src 'self' and this response's nonce: the shell and every remote's scripts come from this
//   origin (/remotes/<remote>/<version>/), or from ASSET_ORIGIN when the asset store is served
//   elsewhere (it is then allowed wherever a published file may be: scripts, manifests, styles,
//   pictures, fonts); Module Federation loads them with <script src> tags and fetches mf-manifest.json
//   (connect-src). The only inline script, the registry the edge writes into the page, carries the
//   nonce (csp-nonce.ts). No eval is needed by the builds.
// - style-src 'self' 'unsafe-inline': the sections' CSS modules are injected by style-loader as <style>
//   tags by each remote's own webpack runtime, which would need the nonce passed into every remote
//   build (`__webpack_nonce__`), and the shell's HTML has one small inline <style>. Styles cannot run
//   script; the page's markup is React-escaped, so the CSS-injection risk left is small.
// - img-src and frame-src add YouTube for the home page's promo videos (thumbnail, then the player).
// - worker-src 'self' blob:: the page's inline script starts a worker from a blob it makes, which loads
//   ICU's number data on another core (start-up/number-format-worker.ts); a blob can only be made by
//   script the policy already allows.
// - form-action 'self' and PayU: the checkout posts the payment form to /api/payment-sandbox or PAYU_URL.
// - frame-ancestors 'none', object-src 'none', base-uri 'none'.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nonceIfAny } from './csp-nonce';

export interface SecurityHeaderOptions {
  /** Origins the checkout may post its payment form to, besides this one (PAYU_URL's). */
  formActions?: string[];
  /** ASSET_ORIGIN: another origin serving the published versions' files. */
  assetOrigin?: string;
}

export function contentSecurityPolicy(
  nonce: string | undefined,
  options: SecurityHeaderOptions = {},
  scriptHashes: string[] = [],
): string {
  const ownAndAssets = options.assetOrigin ? `'self' ${options.assetOrigin}` : "'self'";
  return [
    "default-src 'self'",
    `script-src ${ownAndAssets}${nonce ? ` 'nonce-${nonce}'` : ''}${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    `style-src ${ownAndAssets} 'unsafe-inline'`,
    // The home page's promo videos: YouTube's thumbnails, and its no-cookie player once one is played.
    `img-src ${ownAndAssets} data: https://i.ytimg.com`,
    'frame-src https://www.youtube-nocookie.com',
    `font-src ${ownAndAssets} data:`,
    `connect-src ${ownAndAssets}`,
    // The page's number-format worker is a blob its inline script makes (start-up/number-format-worker.ts).
    "worker-src 'self' blob:",
    `form-action 'self'${(options.formActions ?? []).map((origin) => ` ${origin}`).join('')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Served over HTTPS: TLS here, or TLS ended by a proxy in front that says so. */
export function overHttps(request: FastifyRequest): boolean {
  // The socket is gone once a refused upload has closed the connection.
  const socket = request.raw.socket as { encrypted?: boolean } | null;
  const forwarded = request.headers['x-forwarded-proto'];
  return socket?.encrypted === true || (typeof forwarded === 'string' && forwarded.split(',')[0]?.trim() === 'https');
}

/** `withPolicy` false: the answer has a policy of its own already (the headers' hook leaves it). */
export function securityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SecurityHeaderOptions,
  withPolicy = true,
): Record<string, string> {
  const headers: Record<string, string> = {
    ...(withPolicy && { 'content-security-policy': contentSecurityPolicy(nonceIfAny(reply), options) }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (overHttps(request)) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Answers the edge makes itself on /api (the api unreachable, a body refused): they get its headers. */
const edgeAnswers = new WeakSet<object>();
export function markEdgeAnswer(reply: FastifyReply): void {
  edgeAnswers.add(reply.raw);
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.url === '/api' || request.url.startsWith('/api/')) && !edgeAnswers.has(reply.raw)) {
      if (!reply.getHeader('x-content-type-options')) void reply.header('x-content-type-options', 'nosniff');
      return payload;
    }
    // A page with a policy of its own (the ops page's stricter one; a kept page's, made once) keeps it.
    void reply.headers(securityHeaders(request, reply, options, !reply.getHeader('content-security-policy')));
    return payload;
  });
}
