// The api limits calls per shopper address, and believes X-Forwarded-For from loopback only
// (api TRUST_PROXY). A server render calls the api from the edge itself, so without this every
// shopper's render would count against one bucket, 127.0.0.1's. The sections' first-view loaders
// call the global fetch of this process (shared/src/api-client), in builds released on their own: the
// edge wraps that fetch once, and a render run inside `forShopper` gets the shopper's address written
// on each call to the api, with no change to the contract between the edge and the sections.
import { AsyncLocalStorage } from 'node:async_hooks';

interface Shopper {
  /** The api's origin (http://127.0.0.1:4000): only calls to it carry the address. */
  apiOrigin: string;
  address: string;
}

const shoppers = new AsyncLocalStorage<Shopper>();
const WRAPPED = Symbol.for('store.edge.shopper-fetch');

function originOf(input: Parameters<typeof fetch>[0]): string | null {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return URL.canParse(url) ? new URL(url).origin : null;
}

/** Once per process: the global fetch, writing the render's shopper address on its calls to the api. */
export function wrapFetchForShoppers(): void {
  const current = globalThis.fetch as typeof fetch & { [WRAPPED]?: true };
  if (current[WRAPPED]) return;
  const wrapped = (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const shopper = shoppers.getStore();
    if (!shopper || originOf(input) !== shopper.apiOrigin) return current(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    // Set, never appended: a value a section passed on must not pose as the shopper's address.
    headers.set('x-forwarded-for', shopper.address);
    return current(input, { ...init, headers });
  };
  globalThis.fetch = Object.assign(wrapped, { [WRAPPED]: true as const });
}

/** Runs `work` (a server render, with everything it starts) as this shopper's. */
export function forShopper<T>(apiUrl: string, address: string, work: () => T): T {
  return shoppers.run({ apiOrigin: new URL(apiUrl).origin, address }, work);
}
