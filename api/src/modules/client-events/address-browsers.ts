// How many distinct browsers one address reports for in a window. A browser id costs an attacker
// one page load, so without this one address could make up enough browsers to outvote real ones.
// With REDIS_URL the sets live in Redis, shared by every api process; otherwise in this process.
import type { Redis } from 'ioredis';

export interface AddressBrowsers {
  /** True when this browser may report from this address (it is known there, or there is room). */
  admit(address: string, browser: string): Promise<boolean>;
}

export function memoryAddressBrowsers(limit: number, windowMs: number, now = () => Date.now()): AddressBrowsers {
  let windowStart = 0;
  let seen = new Map<string, Set<string>>();
  return {
    async admit(address, browser) {
      // A fixed window keeps the memory to the addresses of the last window.
      if (now() - windowStart >= windowMs) {
        windowStart = now();
        seen = new Map();
      }
      const browsers = seen.get(address) ?? new Set<string>();
      seen.set(address, browsers);
      if (browsers.has(browser)) return true;
      if (browsers.size >= limit) return false;
      browsers.add(browser);
      return true;
    },
  };
}

export function redisAddressBrowsers(redis: Redis, limit: number, windowMs: number): AddressBrowsers {
  return {
    async admit(address, browser) {
      const key = `store-fe-browsers:${address}`;
      if ((await redis.sismember(key, browser)) === 1) return true;
      if ((await redis.scard(key)) >= limit) return false;
      await redis.multi().sadd(key, browser).pexpire(key, windowMs, 'NX').exec();
      return true;
    },
  };
}
