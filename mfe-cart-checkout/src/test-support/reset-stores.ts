import { billingAddressStore, cartStore, couponStore, shippingAddressStore, tokenStore } from '@store/shared';
import { clearCheckoutDraftAtom } from '../checkout/checkout-draft';
import { sectionStore } from '../state/section-store';

export function resetStores(): void {
  for (const store of [cartStore, couponStore, tokenStore, billingAddressStore, shippingAddressStore]) {
    store.getState().clear();
  }
  window.sessionStorage.clear();
  sectionStore.set(clearCheckoutDraftAtom);
}
