// "On the same machine" is judged from request.ip: the socket's address, or the X-Forwarded-For the
// store's edge wrote, which is believed only when the socket itself is a trusted (loopback) proxy
// (TRUST_PROXY). The edge overwrites whatever X-Forwarded-For its caller sent, so a caller on the
// network cannot claim to be 127.0.0.1 through it, nor directly.
import { isIP } from 'node:net';

export function isLoopbackAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(address) === 4) return address.split('.')[0] === '127';
  return address === '::1';
}

export const SAME_MACHINE_ONLY =
  'The development SMS outbox answers only on the machine the store runs on; read it there (http://localhost/api/__dev/outbox)';
