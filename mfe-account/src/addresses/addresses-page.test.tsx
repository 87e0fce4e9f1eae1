import { screen, within } from '@testing-library/react';
import { billingAddressStore, tokenStore } from '@store/shared';
import { answer, fakeApi } from '@store/shared/test-support';
import { BILLING, renderAccount } from '../test-support/render-account';

test('shows both addresses from the api, each with Edit, and keeps them in storage', async () => {
  tokenStore.getState().set('tok-1');
  fakeApi({ 'address-fetch': answer(200, { billing_address: BILLING, shipping_address: null }) });
  renderAccount('/my-account/address');
  const billing = screen.getByRole('region', { name: 'Billing address' });
  expect(await within(billing).findByText(/12 Lake Road/)).toBeInTheDocument();
  expect(within(billing).getByRole('link', { name: 'Edit billing address' })).toHaveAttribute(
    'href',
    '/my-account/edit-billing-address',
  );
  const shipping = screen.getByRole('region', { name: 'Shipping address' });
  expect(within(shipping).getByText('You have not set up this type of address yet.')).toBeInTheDocument();
  expect(within(shipping).getByRole('link', { name: 'Edit shipping address' })).toHaveAttribute(
    'href',
    '/my-account/edit-shipping-address',
  );
  expect(JSON.parse(window.localStorage.getItem('billing_address')!)).toMatchObject({ street_address: '12 Lake Road' });
});

test('stored addresses show while the api answers, and a failure says Error:', async () => {
  tokenStore.getState().set('tok-1');
  billingAddressStore.getState().set(BILLING);
  fakeApi({ 'address-fetch': { status: 500, body: { message: 'Service unavailable' } } });
  renderAccount('/my-account/address');
  expect(screen.getByText('Loading addresses...')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Service unavailable');
  expect(within(screen.getByRole('region', { name: 'Billing address' })).getByText(/12 Lake Road/)).toBeInTheDocument();
});
