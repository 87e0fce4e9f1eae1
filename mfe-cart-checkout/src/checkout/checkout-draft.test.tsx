import { clearSession, saveToken } from '@store/shared';
import { act, screen } from '@testing-library/react';
import { field, loggedInWithCart, showCheckout } from '../test-support/checkout-helpers';
import { answer, fakeApi } from '@store/shared/test-support';
import { resetStores } from '../test-support/reset-stores';

beforeEach(() => {
  resetStores();
  fakeApi({ 'address-fetch': answer(200, { billing_address: null, shipping_address: null }) });
});

async function typeADraft() {
  const view = showCheckout();
  await view.user.type(field('Billing details', 'First name'), 'Ananya');
  await view.user.click(screen.getByLabelText('Ship to a different address?'));
  await view.user.type(field('Shipping address', 'Town / City'), 'Siliguri');
  await view.user.type(screen.getByLabelText('Order notes (optional)'), 'Ring twice');
  view.unmount();
}

test('what the shopper typed is still there after leaving the checkout and coming back', async () => {
  loggedInWithCart();
  await typeADraft();

  showCheckout();
  expect(field('Billing details', 'First name')).toHaveValue('Ananya');
  expect(screen.getByLabelText('Ship to a different address?')).toBeChecked();
  expect(field('Shipping address', 'Town / City')).toHaveValue('Siliguri');
  expect(screen.getByLabelText('Order notes (optional)')).toHaveValue('Ring twice');
});

test('logging out and in again starts a new draft, so no one sees the last shopper’s address', async () => {
  loggedInWithCart();
  await typeADraft();

  act(() => {
    clearSession();
    saveToken('tok-of-someone-else');
  });
  showCheckout();
  expect(field('Billing details', 'First name')).toHaveValue('');
  expect(screen.getByLabelText('Ship to a different address?')).not.toBeChecked();
  expect(screen.getByLabelText('Order notes (optional)')).toHaveValue('');
});
