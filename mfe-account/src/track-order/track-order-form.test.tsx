import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fakeApi } from '@store/shared/test-support';
import { TrackOrderForm } from './track-order-form';

function setup(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(handlers);
  const user = userEvent.setup();
  render(<TrackOrderForm />);
  return { api, user };
}

const track = () => screen.getByRole('button', { name: 'Track' });

test('the button is enabled only when both fields are filled', async () => {
  const { user } = setup();
  expect(track()).toBeDisabled();
  await user.type(screen.getByLabelText('Order number'), 'ORD-1');
  expect(track()).toBeDisabled();
  await user.type(screen.getByLabelText('Order e-mail'), '   ');
  expect(track()).toBeDisabled();
  await user.type(screen.getByLabelText('Order e-mail'), 'asha@example.in');
  expect(track()).toBeEnabled();
});

test('shows the order status from the api', async () => {
  const { user, api } = setup({
    'track-order': answer(200, { order_id: 'ORD-1', order_status: 'payment successfull', created_at: '2025-03-05T10:00:00Z' }),
  });
  await user.type(screen.getByLabelText('Order number'), 'ORD-1');
  await user.type(screen.getByLabelText('Order e-mail'), 'asha@example.in');
  await user.click(track());
  expect(await screen.findByRole('status')).toHaveTextContent('Order #ORD-1, placed 5 March 2025: Paid');
  expect(api.bodiesSentTo('track-order')).toEqual([{ order_id: 'ORD-1', email: 'asha@example.in' }]);
});

test('reads a bare answer as well', async () => {
  const { user } = setup({
    'track-order': { status: 200, body: { order_id: 'ORD-2', order_status: 'payment failed', created_at: '2025-01-01' } },
  });
  await user.type(screen.getByLabelText('Order number'), 'ORD-2');
  await user.type(screen.getByLabelText('Order e-mail'), 'asha@example.in');
  await user.click(track());
  expect(await screen.findByRole('status')).toHaveTextContent('Payment failed');
});

test('an unknown order says so', async () => {
  const { user } = setup({ 'track-order': answer(404, 'No order found with that number and e-mail') });
  await user.type(screen.getByLabelText('Order number'), 'NOPE');
  await user.type(screen.getByLabelText('Order e-mail'), 'asha@example.in');
  await user.click(track());
  expect(await screen.findByRole('alert')).toHaveTextContent('No order found with that number and e-mail');
});

test('a malformed e-mail is caught before sending', async () => {
  const { user, api } = setup();
  await user.type(screen.getByLabelText('Order number'), 'ORD-1');
  await user.type(screen.getByLabelText('Order e-mail'), 'asha');
  await user.click(track());
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  expect(api.sent).toHaveLength(0);
});
