// What an edge serves a shopper: its /registry.json as that shopper (its bucket cookie) sees it, and
// waiting until every edge serves a version, timed.
import { BUCKET_COOKIE_NAME } from './shopper-bucket.ts';

export type ShopperView = Record<string, { current: string } | undefined>;

export async function viewOn(edgeUrl: string, bucket: number): Promise<ShopperView> {
  const answer = await fetch(`${edgeUrl}/registry.json`, {
    headers: { cookie: `${BUCKET_COOKIE_NAME}=${bucket}` },
    signal: AbortSignal.timeout(5000),
  });
  if (!answer.ok) throw new Error(`${edgeUrl}/registry.json answered ${answer.status}`);
  return (await answer.json()) as ShopperView;
}

/** The version of `remote` a page of this edge carries in its registry (the page's own, as the browser reads it). */
export function versionInPage(html: string, remote: string): string | undefined {
  return new RegExp(`"${remote}":\\{"current":"([^"]+)"`).exec(html)?.[1];
}

const ASK_EVERY_MS = 20;

/**
 * Asks each edge (by name) every 20 ms until it serves a version of `remote` that `wanted` accepts to
 * a shopper in `bucket`; the moment (Date.now()) each first did, NaN for one that did not within `timeoutMs`.
 */
export async function whenServed(
  edges: Record<string, string>,
  remote: string,
  wanted: (version: string | undefined) => boolean,
  { timeoutMs, bucket = 99 }: { timeoutMs: number; bucket?: number },
): Promise<Record<string, number>> {
  const deadline = Date.now() + timeoutMs;
  const seen = await Promise.all(
    Object.entries(edges).map(async ([name, url]) => {
      while (Date.now() < deadline) {
        const view = await viewOn(url, bucket).catch(() => undefined);
        if (view && wanted(view[remote]?.current)) return [name, Date.now()] as const;
        await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
      }
      return [name, Number.NaN] as const;
    }),
  );
  return Object.fromEntries(seen);
}

/** Each edge's delay from `since` (ms since the epoch). */
export function delaysSince(seenAt: Record<string, number>, since: number): Record<string, number> {
  return Object.fromEntries(Object.entries(seenAt).map(([name, at]) => [name, at - since]));
}
