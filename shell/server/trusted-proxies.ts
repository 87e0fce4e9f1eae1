// TRUSTED_PROXIES: the peers whose X-Forwarded-For the edge believes (README § Configuration). The
// shopper's address (admission, the api's per-address limits) is the peer's own unless the peer is one
// of these; a header from anyone else is ignored, so no shopper can pose as another. Fastify's
// trustProxy takes the list (proxy-addr: addresses, CIDRs, and the names loopback, linklocal,
// uniquelocal). The default trusts loopback: a peer on 127.0.0.0/8 or ::1 is this machine (an nginx
// beside the edge, the Run command's tools), never a shopper from the network.
import net from 'node:net';

export const DEFAULT_TRUSTED_PROXIES = ['loopback'];
const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** The list for Fastify's trustProxy; `none` trusts no peer. */
export function trustedProxiesFrom(env: Record<string, string | undefined>): string[] {
  const value = env.TRUSTED_PROXIES?.trim();
  if (!value) return DEFAULT_TRUSTED_PROXIES;
  if (value === 'none') return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0 || entries.length === 0) {
    throw new Error(
      `TRUSTED_PROXIES must be "none" or addresses and CIDR ranges separated by commas ` +
        `(or loopback, linklocal, uniquelocal), got "${wrong.join(', ') || value}"`,
    );
  }
  return entries;
}
