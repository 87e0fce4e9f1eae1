// One idempotency key per attempt to buy the same things for the same address: a double click,
// a retry after a lost answer or a reload sends the same key, so the api makes one order.
// Once a payment ends (success or failure) the attempt is over and the next one gets a new key.
import { readJson, remove, writeJson } from './session-storage';

const KEY = 'checkout_attempt';

interface Attempt {
  fingerprint: string;
  key: string;
}

function newKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  if (random) return random;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export function idempotencyKeyFor(fingerprint: string): string {
  const current = readJson<Attempt>(KEY);
  if (current && current.fingerprint === fingerprint && typeof current.key === 'string') return current.key;
  const key = newKey();
  writeJson(KEY, { fingerprint, key });
  return key;
}

export function endAttempt(): void {
  remove(KEY);
}
