// The registry as one shopper sees it (docs/contracts.md §6): where a remote has a canary, each shopper gets
// one side, chosen by a bucket number 0-99 kept in a cookie for a year. The same bucket is used for
// every remote and every later visit, so a shopper's cart and checkout never flip between versions
// while a canary runs (raising its share only moves shoppers onto the canary, never back and forth).
// /registry.json, the registry written into the page and the server-side render all use this; the
// registry is the edge's copy of the release plane's (edge-registry.ts), read from memory.
import { randomInt } from 'node:crypto';
import type { Canary, Registry } from '@store/shared/release-registry';
import { everyContractRead, withNeeds } from './registry-view';

export const BUCKET_COOKIE = 'store_bucket';
const BUCKET_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface ShopperView {
  /**
   * The registry with each remote's `current` set to this shopper's side, that version's needs and no
   * canary details; null before the edge has read a registry from the plane.
   */
  registry: Record<string, { current: string; versions: string[]; assetOrigin?: string }> | null;
  /** What /registry.json answers: the view (`{}` before the edge has read a registry). */
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

export function viewOf(registry: Registry, bucket: number): NonNullable<ShopperView['registry']> {
  const view: NonNullable<ShopperView['registry']> = {};
  for (const [name, value] of Object.entries(registry)) {
    if (!value) continue;
    const { canary, ...entry } = value;
    view[name] = { ...entry, current: sideOf({ current: entry.current, canary }, bucket) };
  }
  return view;
}

type View = NonNullable<ShopperView['registry']>;

function withAssetOrigin(view: View, assetOrigin: string | undefined): View {
  if (!assetOrigin) return view;
  return Object.fromEntries(Object.entries(view).map(([name, entry]) => [name, { ...entry, assetOrigin }]));
}

/**
 * `copyDir`: where the versions' contracts are read (remotes/<name>/<version>/). `secure`: the page is
 * served over HTTPS (the edge sends HSTS), so the cookie is HTTPS-only too. `assetOrigin`: another
 * origin the browser fetches the versions from (ASSET_ORIGIN), written into each entry.
 */
export function shopperRegistry(
  registry: Registry | null,
  copyDir: string,
  cookieHeader: string | undefined,
  secure = false,
  assetOrigin?: string,
): ShopperView {
  const known = bucketFromCookie(cookieHeader);
  const bucket = known ?? randomInt(100);
  const setCookie =
    known === undefined
      ? `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`
      : undefined;
  if (!registry) return { registry: null, json: '{}', bucket, setCookie };
  return { ...sideView(registry, bucket, copyDir, assetOrigin), bucket, setCookie };
}

type SideView = Pick<ShopperView, 'registry' | 'json'>;
/**
 * Every page asks for its shopper's view, and a registry has one view per canary side: each is made
 * once per registry the edge holds (a new registry is a new object) and shared by its shoppers.
 */
const sideViews = new WeakMap<Registry, Map<string, SideView>>();

/** Which side of each canary a bucket is on: shoppers with the same sides see the same registry. */
function sidesOf(registry: Registry, bucket: number): string {
  let sides = '';
  for (const value of Object.values(registry)) if (value?.canary) sides += bucket < value.canary.percent ? 'c' : 'r';
  return sides;
}

function sideView(registry: Registry, bucket: number, copyDir: string, assetOrigin: string | undefined): SideView {
  const sides = `${sidesOf(registry, bucket)} ${assetOrigin ?? ''}`;
  const known = sideViews.get(registry)?.get(sides);
  if (known) return known;
  const view = withNeeds(withAssetOrigin(viewOf(registry, bucket), assetOrigin), copyDir);
  const made = { registry: view, json: JSON.stringify(view) };
  // A version whose contract could not be read yet is asked again on the next page (registry-view.ts).
  if (everyContractRead(view, copyDir)) {
    const byRegistry = sideViews.get(registry) ?? new Map<string, SideView>();
    sideViews.set(registry, byRegistry.set(sides, made));
  }
  return made;
}
