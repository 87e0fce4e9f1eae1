import { cart, cartStore, couponStore } from '@store/shared';
import { act, screen, within } from '@testing-library/react';
import { answer, fakeApi } from '@store/shared/test-support';
import { renderAt } from '../test-support/render';
import { resetStores } from '../test-support/reset-stores';
import { CartPage } from './cart-page';

const tv = { model: 'LG43UR/ABC', name: 'LG 43 inch TV', price: 999.99, url: 'tv.jpg' };
const fan = { model: 'FAN1', name: 'Table Fan', price: 1499, url: 'fan.jpg' };

beforeEach(() => {
  resetStores();
  fakeApi({});
});

function showCart() {
  return renderAt('/cart', { '/cart': <CartPage />, '/checkout': <p>Checkout</p> });
}

test('money is right to the paisa: 999.99 times 3', () => {
  cart.add({ ...tv, quantity: 3 });
  showCart();
  const row = screen.getByRole('row', { name: /LG 43 inch TV/ });
  expect(within(row).getByText('₹999.99')).toBeInTheDocument();
  expect(within(row).getByText('₹2,999.97')).toBeInTheDocument();
  expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('₹2,999.97');
  expect(screen.getByTestId('totals-shipping')).toHaveTextContent('₹197.00');
  expect(screen.getByTestId('totals-total')).toHaveTextContent('₹3,196.97');
});

test('shipping is 197 at exactly 5000 and free just above it', async () => {
  cart.add({ model: 'HALF', name: 'Half', price: 2500, url: '', quantity: 2 });
  const { user } = showCart();
  expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('₹5,000.00');
  expect(screen.getByTestId('totals-shipping')).toHaveTextContent('₹197.00');
  expect(screen.getByTestId('totals-total')).toHaveTextContent('₹5,197.00');

  await user.click(screen.getByRole('button', { name: 'Remove Half' }));
  act(() => cart.add({ model: 'JUST', name: 'Just above', price: 5000.01, url: '' }));
  expect(await screen.findByTestId('totals-shipping')).toHaveTextContent('Free shipping');
  expect(screen.getByTestId('totals-total')).toHaveTextContent('₹5,000.01');
});

test('a new quantity reaches the shared cart and the header at once', async () => {
  cart.add(tv);
  const heard: number[] = [];
  const off = cartStore.subscribe((state) => heard.push(state.value[0]?.quantity ?? 0));
  const { user } = showCart();
  const field = screen.getByLabelText('Quantity of LG 43 inch TV');
  await user.clear(field);
  await user.type(field, '4');
  off();
  expect(cartStore.getState().value[0]?.quantity).toBe(4);
  expect(heard).toContain(4);
  expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('₹3,999.96');
});

test.each([
  ['blank', ''],
  ['non-numeric', 'abc'],
  ['zero', '0'],
  ['negative', '-2'],
])('a %s quantity goes back to 1 when the field is left', async (_, text) => {
  cart.add({ ...tv, quantity: 5 });
  const { user } = showCart();
  const field = screen.getByLabelText('Quantity of LG 43 inch TV');
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.tab();
  expect(field).toHaveValue('1');
  expect(cartStore.getState().value[0]?.quantity).toBe(1);
});

test('a quantity above the per-order limit of 100 is held at 100', async () => {
  cart.add(tv);
  const { user } = showCart();
  const field = screen.getByLabelText('Quantity of LG 43 inch TV');
  await user.clear(field);
  await user.type(field, '5000');
  await user.tab();
  expect(field).toHaveValue('100');
  expect(cartStore.getState().value[0]?.quantity).toBe(100);
  expect(screen.getByRole('button', { name: 'Increase quantity of LG 43 inch TV' })).toBeDisabled();
});

test('the − button never goes below 1 and + adds one', async () => {
  cart.add(tv);
  const { user } = showCart();
  expect(screen.getByRole('button', { name: 'Decrease quantity of LG 43 inch TV' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Increase quantity of LG 43 inch TV' }));
  expect(cartStore.getState().value[0]?.quantity).toBe(2);
  await user.click(screen.getByRole('button', { name: 'Decrease quantity of LG 43 inch TV' }));
  expect(cartStore.getState().value[0]?.quantity).toBe(1);
});

test('removing an item takes it off the table and the totals', async () => {
  cart.add(tv);
  cart.add(fan);
  const { user } = showCart();
  await user.click(screen.getByRole('button', { name: 'Remove LG 43 inch TV' }));
  expect(screen.queryByRole('row', { name: /LG 43 inch TV/ })).not.toBeInTheDocument();
  expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('₹1,499.00');
});

test('removing the last item shows the empty cart and clears coupon and pincode', async () => {
  fakeApi({ 'pincode-check': answer(200, 'Delivery is available in your area') });
  cart.add(tv);
  couponStore.getState().set({ coupon_name: 'WELCOME10', validity_status: 'valid', discountPercent: 10 });
  const { user } = showCart();
  await user.type(screen.getByLabelText('Check delivery'), '700016');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(await screen.findByText('Delivery is available in your area')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove LG 43 inch TV' }));
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  expect(couponStore.getState().value).toBeNull();
  expect(window.localStorage.getItem('coupon')).toBeNull();

  act(() => cart.add(fan));
  expect(await screen.findByLabelText('Check delivery')).toHaveValue('');
  expect(screen.queryByText('Delivery is available in your area')).not.toBeInTheDocument();
  expect(screen.queryByText(/Coupon:/)).not.toBeInTheDocument();
});

test('an empty cart shows the empty state only', () => {
  showCart();
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
});

test('Proceed to checkout goes to /checkout', async () => {
  cart.add(tv);
  const { user } = showCart();
  await user.click(screen.getByRole('link', { name: 'Proceed to checkout' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
});

test('the pincode check shows a tick or a cross with the spec messages', async () => {
  const api = fakeApi({
    'pincode-check': (body: { pincode: string }) =>
      body.pincode === '700016'
        ? answer(200, 'Delivery is available in your area')
        : answer(404, 'Delivery is not available in your area'),
  });
  cart.add(tv);
  const { user } = showCart();
  const field = screen.getByLabelText('Check delivery');
  await user.type(field, '700016');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(await screen.findByRole('img', { name: 'Deliverable' })).toBeInTheDocument();
  expect(screen.getByText('Delivery is available in your area')).toHaveClass('text-success');

  await user.clear(field);
  await user.type(field, '110001');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(await screen.findByRole('img', { name: 'Not deliverable' })).toBeInTheDocument();
  expect(screen.getByText('Delivery is not available in your area')).toHaveClass('text-error');
  expect(api.callsTo('pincode-check').map((call) => call.body)).toEqual([{ pincode: '700016' }, { pincode: '110001' }]);
});

test('a malformed pincode gets a message and no call', async () => {
  const api = fakeApi({});
  cart.add(tv);
  const { user } = showCart();
  await user.type(screen.getByLabelText('Check delivery'), '70a01');
  expect(screen.getByLabelText('Check delivery')).toHaveValue('7001');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(screen.getByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
  expect(api.sent).toHaveLength(0);
});
