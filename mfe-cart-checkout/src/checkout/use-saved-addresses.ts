// Saved addresses for the prefill: the browser's billing_address / shipping_address first, then
// the account's addresses from address-fetch, which are kept under those keys for next time.
import { billingAddressStore, shippingAddressStore, usePersisted } from '@store/shared';
import { useEffect } from 'react';
import { fetchSavedAddresses } from './api';

export function useSavedAddresses(token: string | null) {
  const billing = usePersisted(billingAddressStore);
  const shipping = usePersisted(shippingAddressStore);

  useEffect(() => {
    if (!token || billingAddressStore.getState().value) return;
    let live = true;
    fetchSavedAddresses(token)
      .then((saved) => {
        if (!live || !saved) return;
        if (saved.billing && !billingAddressStore.getState().value) billingAddressStore.getState().set(saved.billing);
        if (saved.shipping && !shippingAddressStore.getState().value) shippingAddressStore.getState().set(saved.shipping);
      })
      .catch(() => {
        // No prefill is no loss: the shopper types the address.
      });
    return () => {
      live = false;
    };
  }, [token]);

  return { billing, shipping };
}
