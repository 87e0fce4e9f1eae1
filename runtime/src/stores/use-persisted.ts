import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { emptyValueOf } from './empty-values';
import type { PersistedValue } from './persisted-store';

/**
 * Reads a browser store's value in a component and re-renders on every change. The server renders
 * the empty value, and so does the browser while it hydrates that HTML; the shopper's own value
 * follows at once (React re-renders with it), so the first render always matches the server's.
 */
export function usePersisted<T>(store: StoreApi<PersistedValue<T>>): T {
  return useSyncExternalStore(
    store.subscribe,
    () => store.getState().value,
    () => emptyValueOf(store as StoreApi<unknown>, store.getInitialState().value),
  );
}
