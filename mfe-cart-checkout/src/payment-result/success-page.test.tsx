import { cart, cartStore, couponStore, saveToken } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { rememberPayment, PAYMENT_IN_PROGRESS_KEY } from '../common/payment-session';
import { answer, fakeApi } from '@store/shared/test-support';
import { renderAt } from '../test-support/render';
import { resetStores } from '../test-support/reset-stores';
import { SuccessPage } from './success-page';

const TV = { model: 'LG43UR/ABC', name: 'LG 43 inch TV', price: 999.99, url: 'tv.jpg', quantity: 3 };

beforeEach(() => {
  resetStores();
  saveToken('tok-123');
  cart.add(TV);
  couponStore.getState().set({ coupon_name: 'WELCOME10', validity_status: 'valid', discountPercent: 10 });
});

function visit(path = '/success?order_id=ORD-1&txnid=TX1') {
  return renderAt(path, {
    '/success': (
      <StrictMode>
        <SuccessPage />
      </StrictMode>
    ),
  });
}

test('a paid order is confirmed once; cart and coupon are cleared; the thanks and Go to Home show', async () => {
  const api = fakeApi({ orderUpdateFunctionality: answer(200, 'Order updated') });
  rememberPayment({ order_id: 'ORD-1', txnid: 'TX1', amount: 2896.97 });
  visit();
  expect(await screen.findByText('Thank you. Your order has been received.')).toBeInTheDocument();
  expect(screen.getByText('ORD-1')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  expect(api.callsTo('orderUpdateFunctionality').map((call) => call.body)).toEqual([
    { order_status: 'payment successfull', order_id: 'ORD-1', token: 'tok-123' },
  ]);
  expect(cartStore.getState().value).toEqual([]);
  expect(window.localStorage.getItem('cart')).toBeNull();
  expect(window.localStorage.getItem('coupon')).toBeNull();
  expect(window.sessionStorage.getItem(PAYMENT_IN_PROGRESS_KEY)).toBeNull();
});

test('without an order in the address the remembered order is confirmed', async () => {
  const api = fakeApi({ orderUpdateFunctionality: answer(200, 'Order updated') });
  rememberPayment({ order_id: 'ORD-7' });
  visit('/success');
  expect(await screen.findByText('ORD-7')).toBeInTheDocument();
  expect(api.callsTo('orderUpdateFunctionality')[0]?.body.order_id).toBe('ORD-7');
});

test('reloading after the thanks calls nothing and shows the thanks again', async () => {
  fakeApi({ orderUpdateFunctionality: answer(200, 'Order updated') });
  rememberPayment({ order_id: 'ORD-1' });
  const first = visit();
  await screen.findByText('Thank you. Your order has been received.');
  first.unmount();

  const api = fakeApi({});
  cart.add({ ...TV, model: 'NEW1' });
  visit();
  expect(await screen.findByText('Thank you. Your order has been received.')).toBeInTheDocument();
  expect(api.sent).toHaveLength(0);
  expect(cartStore.getState().value).toHaveLength(1);
});

test.each([
  ['refuses the update', () => fakeApi({ orderUpdateFunctionality: answer(402, 'No verified payment for this order') })],
  ['cannot be reached', () => fakeApi({})],
])('when the api %s the Issue Occurred dialog shows and the cart stays', async (_, setUp) => {
  setUp();
  rememberPayment({ order_id: 'ORD-1' });
  const { user } = visit();
  const dialog = await screen.findByRole('dialog', { name: 'Issue Occurred !!' });
  // Radix turns the page's pointer events off as the dialog opens and the dialog's back on in a render
  // after; under StrictMode's second mount that render can come after the dialog is found.
  await waitFor(() => expect(dialog.style.pointerEvents).not.toBe('none'));
  expect(within(dialog).getByText('Failed to place order , Please contact Customer Care')).toBeInTheDocument();
  expect(screen.queryByText('Thank you. Your order has been received.')).not.toBeInTheDocument();
  expect(cartStore.getState().value).toHaveLength(1);
  expect(couponStore.getState().value).not.toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Home' })).toBeInTheDocument();
});

test('with no payment in progress nothing is called and nothing is cleared', async () => {
  const api = fakeApi({});
  visit();
  expect(await screen.findByText('There is no payment in progress.')).toBeInTheDocument();
  expect(api.sent).toHaveLength(0);
  expect(cartStore.getState().value).toHaveLength(1);
});
