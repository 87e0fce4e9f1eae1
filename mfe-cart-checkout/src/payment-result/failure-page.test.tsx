import { cart, cartStore, saveToken } from '@store/shared';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { idempotencyKeyFor } from '../common/order-attempt';
import { PAYMENT_IN_PROGRESS_KEY, rememberPayment } from '../common/payment-session';
import { answer, fakeApi } from '@store/shared/test-support';
import { renderAt } from '../test-support/render';
import { resetStores } from '../test-support/reset-stores';
import { FailurePage } from './failure-page';

const TV = { model: 'LG43UR/ABC', name: 'LG 43 inch TV', price: 999.99, url: 'tv.jpg', quantity: 3 };

beforeEach(() => {
  resetStores();
  saveToken('tok-123');
  cart.add(TV);
});

function visit() {
  return renderAt('/failure?order_id=ORD-1&txnid=TX1', {
    '/failure': (
      <StrictMode>
        <FailurePage />
      </StrictMode>
    ),
    '/checkout': <p>Checkout page</p>,
  });
}

test('the order is marked failed once, the cart stays and Try Again goes to the checkout', async () => {
  const api = fakeApi({ orderUpdateFunctionality: answer(200, 'Order updated') });
  rememberPayment({ order_id: 'ORD-1', txnid: 'TX1' });
  const firstKey = idempotencyKeyFor('same order');
  const { user } = visit();
  expect(screen.getByText('Your Payment Has Failed, Please Try Again')).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('orderUpdateFunctionality')).toHaveLength(1));
  expect(api.callsTo('orderUpdateFunctionality')[0]?.body).toEqual({
    order_status: 'payment failed',
    order_id: 'ORD-1',
    token: 'tok-123',
  });
  expect(window.sessionStorage.getItem(PAYMENT_IN_PROGRESS_KEY)).toBeNull();
  expect(idempotencyKeyFor('same order')).not.toBe(firstKey);
  expect(cartStore.getState().value).toEqual([{ ...TV }]);

  await user.click(screen.getByRole('link', { name: 'Try Again' }));
  expect(screen.getByText('Checkout page')).toBeInTheDocument();
});

test('reloading the failure page calls nothing again', async () => {
  fakeApi({ orderUpdateFunctionality: answer(200, 'Order updated') });
  rememberPayment({ order_id: 'ORD-1' });
  visit().unmount();
  const api = fakeApi({});
  visit();
  expect(screen.getByText('Your Payment Has Failed, Please Try Again')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/checkout');
  expect(api.sent).toHaveLength(0);
});

test('an unreachable api still leaves the shopper a way to try again', async () => {
  const api = fakeApi({});
  rememberPayment({ order_id: 'ORD-1' });
  visit();
  await waitFor(() => expect(api.sent).toHaveLength(1));
  expect(screen.getByRole('link', { name: 'Try Again' })).toBeInTheDocument();
  expect(cartStore.getState().value).toHaveLength(1);
});
