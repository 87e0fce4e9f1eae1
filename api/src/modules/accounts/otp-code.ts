import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits from the CSPRNG, leading zeros kept. */
export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Codes are stored only as an HMAC bound to phone and purpose, so a leaked row cannot be replayed elsewhere. */
export function hashOtp(secret: string, phone: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${phone}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
