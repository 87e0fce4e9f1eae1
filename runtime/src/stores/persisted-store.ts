// A zustand store whose value lives under one browser storage key, in exactly the shape the
// spec gives (no zustand envelope), and follows changes made in other tabs.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { rememberEmptyValue } from './empty-values';

export interface PersistedValue<T> {
  value: T;
  set: (next: T | ((previous: T) => T)) => void;
  clear: () => void;
}

interface Codec<T> {
  read: (raw: string | null) => T;
  write: (value: T) => string | null;
}

export function jsonCodec<T>(fallback: T, isValid: (value: unknown) => boolean): Codec<T> {
  return {
    read(raw) {
      if (raw === null) return fallback;
      try {
        const parsed: unknown = JSON.parse(raw);
        return isValid(parsed) ? (parsed as T) : fallback;
      } catch {
        return fallback;
      }
    },
    write: (value) => (value === null || value === undefined ? null : JSON.stringify(value)),
  };
}

/** The token is kept as the bare string the api answered. */
export const stringCodec: Codec<string | null> = {
  read: (raw) => (raw && raw !== 'null' && raw !== 'undefined' ? raw : null),
  write: (value) => value,
};

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, raw: string | null): void {
  try {
    if (raw === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, raw);
  } catch {
    // Storage full or blocked (private mode): the page keeps working from memory.
  }
}

export function createPersistedStore<T>(key: string, codec: Codec<T>, empty: T): StoreApi<PersistedValue<T>> {
  const store = createStore<PersistedValue<T>>()((setState, getState) => ({
    value: codec.read(readStorage(key)),
    set(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(getState().value) : next;
      writeStorage(key, codec.write(value));
      setState({ value });
    },
    clear() {
      writeStorage(key, null);
      setState({ value: empty });
    },
  }));

  rememberEmptyValue(store, empty);
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) store.setState({ value: codec.read(readStorage(key)) });
    });
  }
  return store;
}
