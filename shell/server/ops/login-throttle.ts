// Failed /ops logins per address: past the limit in the window, the login form answers 429 until
// the window ends, so the token cannot be guessed at speed. With REDIS_URL the counts are shared
// by every edge process; otherwise each process counts its own.
import type { Redis } from 'ioredis';

export const LOGIN_FAILURES = 10;
export const LOGIN_WINDOW_MS = 10 * 60 * 1000;

export interface LoginThrottle {
  /** Seconds until this address may try again; 0 when it may now. */
  waitSeconds(address: string): Promise<number>;
  failed(address: string): Promise<void>;
}

export function memoryLoginThrottle(limit = LOGIN_FAILURES, windowMs = LOGIN_WINDOW_MS, now = () => Date.now()): LoginThrottle {
  const failures = new Map<string, { count: number; until: number }>();
  const current = (address: string) => {
    const entry = failures.get(address);
    if (entry && entry.until <= now()) failures.delete(address);
    return failures.get(address);
  };
  return {
    async waitSeconds(address) {
      const entry = current(address);
      return entry && entry.count >= limit ? Math.ceil((entry.until - now()) / 1000) : 0;
    },
    async failed(address) {
      const entry = current(address);
      if (entry) entry.count += 1;
      else {
        // Addresses that stopped trying are forgotten once their window ends.
        if (failures.size > 10_000) for (const key of failures.keys()) current(key);
        failures.set(address, { count: 1, until: now() + windowMs });
      }
    },
  };
}

export function redisLoginThrottle(redis: Redis, limit = LOGIN_FAILURES, windowMs = LOGIN_WINDOW_MS): LoginThrottle {
  const key = (address: string) => `store-ops-login:${address}`;
  return {
    async waitSeconds(address) {
      const [count, ttl] = await Promise.all([redis.get(key(address)), redis.pttl(key(address))]);
      return Number(count ?? 0) >= limit && ttl > 0 ? Math.ceil(ttl / 1000) : 0;
    },
    async failed(address) {
      await redis.multi().incr(key(address)).pexpire(key(address), windowMs, 'NX').exec();
    },
  };
}
