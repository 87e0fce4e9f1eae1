// Each persisted store's empty value, kept out of the public surface: usePersisted renders it on the
// server and while the browser hydrates the server's HTML (which never knows this shopper's storage).
import type { StoreApi } from 'zustand/vanilla';

const emptyValues = new WeakMap<StoreApi<unknown>, unknown>();

export function rememberEmptyValue<T>(store: StoreApi<T>, empty: unknown): void {
  emptyValues.set(store, empty);
}

export function emptyValueOf<T>(store: StoreApi<unknown>, fallback: T): T {
  return (emptyValues.has(store) ? emptyValues.get(store) : fallback) as T;
}
