// The page cache's settings from the environment (README § Configuration); PAGE_CACHE_BYTES=0 turns it off.
import { DEFAULT_PAGE_CACHE, type PageCacheSettings } from './page-cache';

function whole(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number from 0, got "${value}"`);
  return number;
}

export function pageCacheFrom(env: Record<string, string | undefined>): PageCacheSettings | false {
  const maxBytes = whole(env, 'PAGE_CACHE_BYTES', DEFAULT_PAGE_CACHE.maxBytes);
  if (maxBytes === 0) return false;
  return {
    maxBytes,
    freshMs: whole(env, 'PAGE_CACHE_FRESH_MS', DEFAULT_PAGE_CACHE.freshMs),
    staleMs: whole(env, 'PAGE_CACHE_STALE_MS', DEFAULT_PAGE_CACHE.staleMs),
  };
}
