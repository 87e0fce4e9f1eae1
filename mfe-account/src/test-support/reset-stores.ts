import { cleanup } from '@testing-library/react';
import { billingAddressStore, shippingAddressStore, tokenStore, userFormDataStore } from '@store/shared';

// The browser stores live for the whole test file: unmount first, then start every test logged out.
afterEach(() => {
  cleanup();
  for (const store of [tokenStore, userFormDataStore, billingAddressStore, shippingAddressStore]) {
    (store.getState() as { clear: () => void }).clear();
  }
});
