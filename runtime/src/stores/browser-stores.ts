// The browser storage contract (docs/screens.md §3) as zustand stores, one per key.
// Stores are kept on globalThis so that the page has one of each even if a section bundled
// its own copy of this package by mistake.
import type { StoreApi } from 'zustand/vanilla';
import type { AccountDetails, Address, CartItem, CompareItem, Coupon, WishlistItem } from '../contracts/entities';
import { STORAGE_KEYS } from '../contracts/storage-keys';
import { createPersistedStore, jsonCodec, stringCodec, type PersistedValue } from './persisted-store';

const isList = (value: unknown) => Array.isArray(value);
const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

type Registry = Record<string, StoreApi<PersistedValue<unknown>>>;
const registry: Registry = ((globalThis as { __storeRegistry__?: Registry }).__storeRegistry__ ??= {});

function singleton<T>(key: string, make: () => StoreApi<PersistedValue<T>>): StoreApi<PersistedValue<T>> {
  registry[key] ??= make() as unknown as StoreApi<PersistedValue<unknown>>;
  return registry[key] as unknown as StoreApi<PersistedValue<T>>;
}

function listStore<T>(key: string) {
  return singleton<T[]>(key, () => createPersistedStore<T[]>(key, jsonCodec<T[]>([], isList), []));
}

function objectStore<T>(key: string) {
  return singleton<T | null>(key, () => createPersistedStore<T | null>(key, jsonCodec<T | null>(null, isObject), null));
}

export const cartStore = listStore<CartItem>(STORAGE_KEYS.cart);
export const wishlistStore = listStore<WishlistItem>(STORAGE_KEYS.wishlist);
export const compareStore = listStore<CompareItem>(STORAGE_KEYS.compareItems);
export const couponStore = objectStore<Coupon>(STORAGE_KEYS.coupon);
export const billingAddressStore = objectStore<Address>(STORAGE_KEYS.billingAddress);
export const shippingAddressStore = objectStore<Address>(STORAGE_KEYS.shippingAddress);
export const userFormDataStore = objectStore<AccountDetails>(STORAGE_KEYS.userFormData);
export const tokenStore = singleton<string | null>(STORAGE_KEYS.token, () =>
  createPersistedStore<string | null>(STORAGE_KEYS.token, stringCodec, null),
);
