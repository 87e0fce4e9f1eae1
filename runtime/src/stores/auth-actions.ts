// Logging in and out, as every section sees it.
import { emit } from '../events/event-bus';
import { billingAddressStore, shippingAddressStore, tokenStore, userFormDataStore } from './browser-stores';

export function saveToken(token: string): void {
  tokenStore.getState().set(token);
  emit('auth:changed', { loggedIn: true });
}

/** docs/screens.md §4: logout removes token, userFormData and both addresses. */
export function clearSession(): void {
  tokenStore.getState().clear();
  userFormDataStore.getState().clear();
  billingAddressStore.getState().clear();
  shippingAddressStore.getState().clear();
  emit('auth:changed', { loggedIn: false });
}

export function currentToken(): string | null {
  return tokenStore.getState().value;
}
