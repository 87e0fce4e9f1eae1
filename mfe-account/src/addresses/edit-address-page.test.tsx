import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingAddressStore, on, shippingAddressStore, tokenStore, type Address } from '@store/shared';
import { answer, fakeApi } from '@store/shared/test-support';
import { BILLING, renderAccount } from '../test-support/render-account';

const nothingSaved = answer(200, { billing_address: null, shipping_address: null });

function setup(path: string, handlers: Parameters<typeof fakeApi>[0]) {
  tokenStore.getState().set('tok-1');
  const notices: string[] = [];
  const off = on('notice:show', (notice) => notices.push(notice.text));
  const api = fakeApi(handlers);
  const user = userEvent.setup();
  renderAccount(path);
  return { api, user, notices, off };
}

async function fillBilling(user: ReturnType<typeof userEvent.setup>) {
  const values: Array<[RegExp, string]> = [
    [/^First name/, 'Asha'],
    [/^Last name/, 'Roy'],
    [/^Landmark/, 'Near Park Circus'],
    [/^Street address/, '12 Lake Road'],
    [/^Town \/ City/, 'Kolkata'],
    [/^State/, 'West Bengal'],
    [/^PIN code/, '700016'],
    [/^Phone/, '9830012345'],
    [/^Email address/, 'asha@example.in'],
  ];
  for (const [label, value] of values) await user.type(screen.getByLabelText(label), value);
}

test('the billing form has every spec field with the country fixed to India', async () => {
  setup('/my-account/edit-billing-address', { 'address-fetch': nothingSaved });
  const form = await screen.findByRole('form', { name: 'Billing address' });
  for (const label of [
    /^First name/,
    /^Last name/,
    /^Company name/,
    /^GSTIN/,
    /^Salesman name/,
    /^Store name/,
    /^Landmark/,
    /^Street address/,
    /^Apartment/,
    /^Town \/ City/,
    /^State/,
    /^PIN code/,
    /^Phone/,
    /^Email address/,
  ]) {
    expect(within(form).getByLabelText(label)).toBeInTheDocument();
  }
  const country = within(form).getByLabelText(/^Country \/ Region/);
  expect(country).toHaveValue('India');
  expect(country).toHaveAttribute('readonly');
});

test('the shipping form leaves out gstin, salesman, store, landmark, phone and e-mail', async () => {
  setup('/my-account/edit-shipping-address', { 'address-fetch': nothingSaved });
  const form = await screen.findByRole('form', { name: 'Shipping address' });
  for (const label of [/^GSTIN/, /^Salesman name/, /^Store name/, /^Landmark/, /^Phone/, /^Email address/]) {
    expect(within(form).queryByLabelText(label)).not.toBeInTheDocument();
  }
  expect(within(form).getByLabelText(/^Country \/ Region/)).toHaveValue('India');
});

test('required fields and formats are checked before anything is sent', async () => {
  const { api, user } = setup('/my-account/edit-billing-address', { 'address-fetch': nothingSaved });
  await screen.findByRole('form', { name: 'Billing address' });
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  for (const text of [
    'First name is required.',
    'Last name is required.',
    'Landmark is required.',
    'Street address is required.',
    'Town / City is required.',
    'State is required.',
    'PIN code is required.',
    'Phone is required.',
    'Email address is required.',
  ]) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
  await user.type(screen.getByLabelText(/^PIN code/), '70ab0');
  expect(screen.getByLabelText(/^PIN code/)).toHaveValue('700');
  await user.type(screen.getByLabelText(/^Phone/), '98300');
  await user.type(screen.getByLabelText(/^Email address/), 'asha@example');
  await user.type(screen.getByLabelText(/^GSTIN/), '19ABC');
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  expect(screen.getByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid 15-character GSTIN')).toBeInTheDocument();
  expect(api.bodiesSentTo('address-registration')).toHaveLength(0);
});

test('a first billing address is saved through the api and to billing_address', async () => {
  shippingAddressStore.getState().set({ ...BILLING, first_name: 'Ravi' });
  const { api, user, notices, off } = setup('/my-account/edit-billing-address', {
    'address-fetch': nothingSaved,
    'address-registration': answer(200, 'Address saved successfully'),
  });
  await screen.findByRole('form', { name: 'Billing address' });
  await fillBilling(user);
  await user.type(screen.getByLabelText(/^GSTIN/), '19ABCDE1234F1ZX');
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  expect(await screen.findByText(/will be used on the checkout page/)).toBeInTheDocument();
  expect(notices).toContain('Address saved successfully');
  const sent = api.bodiesSentTo('address-registration')[0];
  expect(sent.token).toBe('tok-1');
  expect(sent.billing_address).toMatchObject({
    first_name: 'Asha',
    gstin: '19ABCDE1234F1ZX',
    country_region: 'India',
    pincode: '700016',
  });
  expect(sent.shipping_address).toMatchObject({ first_name: 'Ravi' });
  expect(JSON.parse(window.localStorage.getItem('billing_address')!)).toMatchObject({ first_name: 'Asha', city: 'Kolkata' });
  off();
});

test('a failed first save says Failed to save address, please try again with the field at fault', async () => {
  const { user } = setup('/my-account/edit-billing-address', {
    'address-fetch': nothingSaved,
    'address-registration': answer(400, 'pincode must be 6 digits'),
  });
  await screen.findByRole('form', { name: 'Billing address' });
  await fillBilling(user);
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save address, please try again pincode must be 6 digits');
  expect(window.localStorage.getItem('billing_address')).toBeNull();
});

test('editing a saved shipping address says Address Updated Successfully', async () => {
  const saved: Address = { ...BILLING, first_name: 'Ravi', city: 'Howrah' };
  let onServer = { billing_address: BILLING, shipping_address: saved };
  const { api, user, notices, off } = setup('/my-account/edit-shipping-address', {
    'address-fetch': () => answer(200, onServer),
    'address-registration': (sent) => {
      onServer = { billing_address: sent.billing_address, shipping_address: sent.shipping_address };
      return answer(200, 'Address saved successfully');
    },
  });
  const city = await screen.findByLabelText(/^Town \/ City/);
  expect(city).toHaveValue('Howrah');
  await user.clear(city);
  await user.type(city, 'Siliguri');
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  expect(await screen.findByText(/will be used on the checkout page/)).toBeInTheDocument();
  expect(notices).toContain('Address Updated Successfully');
  const sent = api.bodiesSentTo('address-registration')[0];
  expect(sent.shipping_address).toMatchObject({ city: 'Siliguri', country_region: 'India' });
  expect(sent.shipping_address).not.toHaveProperty('gstin');
  expect(sent.shipping_address).not.toHaveProperty('phone');
  expect(sent.billing_address).toMatchObject({ first_name: 'Asha' });
  expect(shippingAddressStore.getState().value).toMatchObject({ city: 'Siliguri' });
  off();
});

test('a failed update says Failed to update address, please try again', async () => {
  billingAddressStore.getState().set(BILLING);
  const { user } = setup('/my-account/edit-billing-address', {
    'address-fetch': answer(200, { billing_address: BILLING, shipping_address: null }),
    'address-registration': { status: 500, body: { message: 'Internal error' } },
  });
  await screen.findByRole('form', { name: 'Billing address' });
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update address, please try again');
  expect(screen.getByLabelText(/^First name/)).toHaveValue('Asha');
});

test("the first save of a billing address kept by checkout says 'saved': the server's answer decides, not the browser's copy", async () => {
  billingAddressStore.getState().set(BILLING);
  const { user, notices, off } = setup('/my-account/edit-billing-address', {
    'address-fetch': nothingSaved,
    'address-registration': answer(200, 'Address saved successfully'),
  });
  expect(await screen.findByLabelText(/^First name/)).toHaveValue('Asha');
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  expect(await screen.findByText(/will be used on the checkout page/)).toBeInTheDocument();
  expect(notices).toContain('Address saved successfully');
  expect(notices).not.toContain('Address Updated Successfully');
  off();
});
