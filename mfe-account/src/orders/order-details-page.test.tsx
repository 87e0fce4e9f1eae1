import { screen } from '@testing-library/react';
import { tokenStore, type Order } from '@store/shared';
import { answer, fakeApi } from '@store/shared/test-support';
import { BILLING, makeOrder, renderAccount } from '../test-support/render-account';

function showDetails(orders: Order[], id: string) {
  tokenStore.getState().set('tok-1');
  fakeApi({ 'retrive-order': answer(200, JSON.stringify(orders)) });
  renderAccount(`/my-account/order-details/${id}`);
}

test('shows id, date, status, lines, totals, payment method, addresses and contact', async () => {
  const order = makeOrder(4, {
    cart: [
      { model: 'A1', name: 'Samsung Galaxy A15', price: 14999, url: 'a.jpg', quantity: 2 },
      { model: 'B2', name: 'boAt Airdopes', price: 1299.5, url: 'b.jpg', quantity: 1 },
    ],
    shipping_cost: 0,
    subtotal: 31297.5,
    total: 31297.5,
    paymentMethod: 'PayU',
    discount: 0,
    shipping_address: { ...BILLING, first_name: 'Ravi', street_address: '9 Salt Lake', landmark: undefined },
  });
  showDetails([order], 'ORD-4');
  expect(await screen.findByRole('heading', { name: 'Order #ORD-4' })).toBeInTheDocument();
  expect(screen.getByText(/was placed on/)).toHaveTextContent('Order #ORD-4 was placed on 5 March 2025 and is currently Paid.');
  expect(screen.getByRole('row', { name: /Samsung Galaxy A15 × 2/ })).toHaveTextContent('₹29,998.00');
  expect(screen.getByRole('row', { name: /boAt Airdopes × 1/ })).toHaveTextContent('₹1,299.50');
  expect(screen.getByRole('row', { name: /^Subtotal/ })).toHaveTextContent('₹31,297.50');
  expect(screen.getByRole('row', { name: /^Shipping/ })).toHaveTextContent('Free shipping');
  expect(screen.getByRole('row', { name: /^Payment method/ })).toHaveTextContent('PayU');
  expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('₹31,297.50');
  expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('12 Lake Road');
  expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('Ravi Roy');
  expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent('Phone9830012345');
  expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent('E-mailasha@example.in');
  expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent('LandmarkNear Park Circus');
});

test('shows the coupon discount the server applied', async () => {
  showDetails([{ ...makeOrder(6, { discount: 200, total: 1997 }), coupon: 'WELCOME10' } as Order], 'ORD-6');
  expect(await screen.findByRole('row', { name: /^Discount \(WELCOME10\)/ })).toHaveTextContent('−₹200.00');
  expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('₹1,997.00');
});

test('works out totals when the order has none and shows paid shipping', async () => {
  showDetails([makeOrder(5)], 'ORD-5');
  expect(await screen.findByRole('row', { name: /^Subtotal/ })).toHaveTextContent('₹2,000.00');
  expect(screen.getByRole('row', { name: /^Shipping/ })).toHaveTextContent('₹197.00');
  expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('₹2,197.00');
  expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('12 Lake Road');
});

test('an order that is not the shopper’s says so', async () => {
  showDetails([makeOrder(5)], 'ORD-99');
  expect(await screen.findByRole('alert')).toHaveTextContent('Order #ORD-99 was not found among your orders.');
});

test('a failure to load says Error:', async () => {
  tokenStore.getState().set('tok-1');
  fakeApi({ 'retrive-order': { status: 500, body: { message: 'Internal error' } } });
  renderAccount('/my-account/order-details/ORD-1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Internal error');
});
