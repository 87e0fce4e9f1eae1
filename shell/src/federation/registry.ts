// Reads /registry.json once per page load (ARCHITECTURE.md, How a release flows). The edge server may have written it into
// the page already, which saves a round trip.
import type { Registry } from './remotes';

declare global {
  interface Window {
    __REGISTRY__?: Registry;
  }
}

let pending: Promise<Registry> | null = null;

async function fetchRegistry(): Promise<Registry> {
  const response = await fetch('/registry.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The remote registry answered ${response.status}`);
  const registry: unknown = await response.json();
  if (typeof registry !== 'object' || registry === null) throw new Error('The remote registry is malformed');
  return registry;
}

/** `fresh` skips the copy in the page and asks the server again (used by Retry). */
export function loadRegistry(fresh = false): Promise<Registry> {
  if (!fresh && window.__REGISTRY__) return Promise.resolve(window.__REGISTRY__);
  if (fresh || !pending) {
    pending = fetchRegistry().catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}
