// The registry as one shopper sees it (docs/contracts.md §6): where a remote has a canary, each shopper gets
// one side, chosen by a bucket number 0-99 kept in a cookie for a year. The same bucket is used for
// every remote and every later visit, so a shopper's cart and checkout never flip between versions
// while a canary runs (raising its share only moves shoppers onto the canary, never back and forth).
// /registry.json, the registry written into the page and the server-side render all use this.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withNeeds } from './registry-view';

export const BUCKET_COOKIE = 'store_bucket';
const BUCKET_MAX_AGE_S = 365 * 24 * 60 * 60;

interface Canary {
  version: string;
  percent: number;
}

export interface ShopperView {
  /**
   * The registry with each remote's `current` set to this shopper's side, that version's needs and no
   * canary details; null when the file is not a registry.
   */
  registry: Record<string, { current: string; versions: string[] }> | null;
  /** What /registry.json answers: the view, or the file as it is when it cannot be read as a registry (the shell reports it). */
  json: string;
  bucket: number;
  /** A Set-Cookie value when the shopper had no valid bucket yet. */
  setCookie?: string;
}

export function bucketFromCookie(cookieHeader: string | undefined): number | undefined {
  const match = /(?:^|;\s*)store_bucket=(\d{1,2})(?:;|$)/.exec(cookieHeader ?? '');
  return match ? Number(match[1]) : undefined;
}

/** A shopper in bucket b gets the canary when b < percent. */
export function sideOf(entry: { current: string; canary?: Canary }, bucket: number): string {
  return entry.canary && bucket < entry.canary.percent ? entry.canary.version : entry.current;
}

export function viewOf(registry: Record<string, unknown>, bucket: number): ShopperView['registry'] {
  const view: NonNullable<ShopperView['registry']> = {};
  for (const [name, value] of Object.entries(registry)) {
    if (typeof value !== 'object' || value === null) continue;
    const { canary, ...entry } = value as { current: string; versions: string[]; canary?: Canary };
    view[name] = { ...entry, current: sideOf({ current: entry.current, canary }, bucket) };
  }
  return view;
}

function readRegistryFile(deployDir: string): string {
  try {
    return fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8');
  } catch {
    return '{}';
  }
}

/** `secure`: the page is served over HTTPS (the edge sends HSTS), so the cookie is HTTPS-only too. */
export function shopperRegistry(deployDir: string, cookieHeader: string | undefined, secure = false): ShopperView {
  const known = bucketFromCookie(cookieHeader);
  const bucket = known ?? randomInt(100);
  const setCookie =
    known === undefined
      ? `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`
      : undefined;
  const raw = readRegistryFile(deployDir);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { registry: null, json: raw, bucket, setCookie };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { registry: null, json: raw, bucket, setCookie };
  const registry = withNeeds(viewOf(parsed as Record<string, unknown>, bucket) ?? {}, deployDir);
  return { registry, json: JSON.stringify(registry), bucket, setCookie };
}
