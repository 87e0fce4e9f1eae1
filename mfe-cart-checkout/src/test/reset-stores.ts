import { billingAddressStore, cartStore, couponStore, shippingAddressStore, tokenStore } from '@store/shared';

export function resetStores(): void {
  for (const store of [cartStore, couponStore, tokenStore, billingAddressStore, shippingAddressStore]) {
    store.getState().clear();
  }
  window.sessionStorage.clear();
}
