import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { PersistedValue } from './persisted-store';

/** Reads a browser store's value in a component and re-renders on every change. */
export function usePersisted<T>(store: StoreApi<PersistedValue<T>>): T {
  return useStore(store, (state) => state.value);
}
