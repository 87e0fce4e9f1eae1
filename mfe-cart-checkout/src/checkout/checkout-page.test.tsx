import { billingAddressStore, shippingAddressStore, tokenStore } from '@store/shared';
import { act, screen, within } from '@testing-library/react';
import { BILLING, field, fillBilling, loggedInWithCart, placeOrderButton, showCheckout } from '../test-support/checkout-helpers';
import { answer, fakeApi } from '@store/shared/test-support';
import { resetStores } from '../test-support/reset-stores';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  resetStores();
  api = fakeApi({ 'address-fetch': answer(200, { billing_address: null, shipping_address: null }) });
});

test('a guest is sent to /register-login', () => {
  showCheckout();
  expect(screen.getByTestId('location')).toHaveTextContent('/register-login');
});

test('logging out on the page sends the shopper to /register-login', () => {
  loggedInWithCart();
  showCheckout();
  act(() => tokenStore.getState().clear());
  expect(screen.getByTestId('location')).toHaveTextContent('/register-login');
});

test('an empty cart says so and offers to continue shopping', () => {
  loggedInWithCart([]);
  showCheckout();
  expect(screen.getByText('Cart is empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
});

test('the country is fixed to India', () => {
  loggedInWithCart();
  showCheckout();
  const country = field('Billing details', 'Country / Region');
  expect(country).toHaveValue('India');
  expect(country).toHaveAttribute('readonly');
});

test('Place order stays disabled until every required billing field is filled', async () => {
  loggedInWithCart();
  const { user } = showCheckout();
  expect(placeOrderButton()).toBeDisabled();
  await fillBilling(user);
  expect(placeOrderButton()).toBeEnabled();
  for (const [label, value] of Object.entries(BILLING)) {
    await user.clear(field('Billing details', label));
    expect(placeOrderButton()).toBeDisabled();
    await user.type(field('Billing details', label), ' ');
    expect(placeOrderButton()).toBeDisabled();
    await user.clear(field('Billing details', label));
    await user.paste(value);
    expect(placeOrderButton()).toBeEnabled();
  }
});

test('shipping fields count only when "Ship to a different address?" is ticked', async () => {
  loggedInWithCart();
  const { user } = showCheckout();
  await fillBilling(user);
  expect(screen.queryByRole('group', { name: 'Shipping address' })).not.toBeInTheDocument();
  await user.click(screen.getByLabelText('Ship to a different address?'));
  const shipping = screen.getByRole('group', { name: 'Shipping address' });
  expect(within(shipping).queryByLabelText(/^Phone/)).not.toBeInTheDocument();
  expect(within(shipping).queryByLabelText(/^Landmark/)).not.toBeInTheDocument();
  expect(placeOrderButton()).toBeDisabled();
  for (const [label, value] of Object.entries({
    'First name': 'Rahul',
    'Last name': 'Das',
    'Street address': '2 Lake Road',
    'Town / City': 'Howrah',
    State: 'West Bengal',
    'PIN code': '711101',
  })) {
    await user.click(field('Shipping address', label));
    await user.paste(value);
  }
  expect(placeOrderButton()).toBeEnabled();
  await user.click(screen.getByLabelText('Ship to a different address?'));
  expect(placeOrderButton()).toBeEnabled();
});

test('the billing form is prefilled from the saved billing_address', () => {
  billingAddressStore.getState().set({ ...savedAddress(), first_name: 'Stored' });
  loggedInWithCart();
  showCheckout();
  expect(field('Billing details', 'First name')).toHaveValue('Stored');
  expect(field('Billing details', 'PIN code')).toHaveValue('700016');
  expect(placeOrderButton()).toBeEnabled();
  expect(api.callsTo('address-fetch')).toHaveLength(0);
});

test('without a saved address the account addresses are fetched and kept', async () => {
  api = fakeApi({ 'address-fetch': answer(200, { billing_address: savedAddress(), shipping_address: null }) });
  loggedInWithCart();
  showCheckout();
  expect(await screen.findByDisplayValue('Ananya')).toBeInTheDocument();
  expect(api.callsTo('address-fetch')[0]?.body).toEqual({ token: 'tok-123' });
  expect(JSON.parse(window.localStorage.getItem('billing_address') ?? 'null')).toMatchObject({ first_name: 'Ananya' });
  expect(shippingAddressStore.getState().value).toBeNull();
});

test('phone and pincode take digits only', async () => {
  loggedInWithCart();
  const { user } = showCheckout();
  await user.type(field('Billing details', 'Phone'), '98a30-012345999');
  expect(field('Billing details', 'Phone')).toHaveValue('9830012345');
  await user.type(field('Billing details', 'PIN code'), '7000x169');
  expect(field('Billing details', 'PIN code')).toHaveValue('700016');
});

test('a malformed e-mail or phone is explained and nothing is sent', async () => {
  loggedInWithCart();
  const { user } = showCheckout();
  await fillBilling(user, { ...BILLING, 'Email address': 'ananya@example', Phone: '98300' });
  await user.click(placeOrderButton());
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
  expect(field('Billing details', 'Phone')).toHaveFocus();
  expect(api.callsTo('pincode-check')).toHaveLength(0);
  expect(api.callsTo('check-out')).toHaveLength(0);
});

function savedAddress() {
  return {
    first_name: 'Ananya',
    last_name: 'Sen',
    country_region: 'India' as const,
    landmark: 'Near Park Street metro',
    street_address: '14 Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700016',
    phone: '9830012345',
    email: 'ananya@example.in',
  };
}
