import { useEffect, useState } from 'react';
import { billingAddressStore, errorMessage, SessionExpiredError, shippingAddressStore, tokenStore, usePersisted } from '@store/shared';
import { fetchAddresses } from './api';

/** The saved addresses from the browser keys, refreshed from the api once per visit. */
export function useSavedAddresses() {
  const token = usePersisted(tokenStore);
  const billing = usePersisted(billingAddressStore);
  const shipping = usePersisted(shippingAddressStore);
  const [loading, setLoading] = useState(Boolean(token));
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!token) return setLoading(false);
    let live = true;
    fetchAddresses(token)
      .then((found) => {
        if (!live) return;
        if (found.billing) billingAddressStore.getState().set(found.billing);
        if (found.shipping) shippingAddressStore.getState().set(found.shipping);
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (!live || failure instanceof SessionExpiredError) return;
        setError(errorMessage(failure));
        setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [token]);

  return { billing, shipping, loading, error };
}
