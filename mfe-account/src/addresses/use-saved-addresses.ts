import { useEffect, useState } from 'react';
import {
  billingAddressStore,
  errorMessage,
  SessionExpiredError,
  shippingAddressStore,
  tokenStore,
  usePersisted,
} from '@store/shared';
import { fetchAddresses, type SavedAddresses } from './api';

/**
 * The saved addresses from the browser keys, refreshed from the api once per visit. `server` is
 * what the api holds (null until it has answered): checkout keeps a browser copy of the billing
 * address that the server may never have been sent.
 */
export function useSavedAddresses() {
  const token = usePersisted(tokenStore);
  const billing = usePersisted(billingAddressStore);
  const shipping = usePersisted(shippingAddressStore);
  const [loading, setLoading] = useState(Boolean(token));
  const [error, setError] = useState<string>();
  const [server, setServer] = useState<SavedAddresses | null>(null);

  useEffect(() => {
    if (!token) return setLoading(false);
    let live = true;
    fetchAddresses(token)
      .then((found) => {
        if (!live) return;
        if (found.billing) billingAddressStore.getState().set(found.billing);
        if (found.shipping) shippingAddressStore.getState().set(found.shipping);
        setServer(found);
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

  return { billing, shipping, loading, error, server };
}
