import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { tokenStore, type Order } from '@store/shared';
import { answer, fakeApi, neverAnswers } from '@store/shared/test-support';
import { makeOrder, renderAccount } from '../test-support/render-account';
import { OrdersPage } from './orders-page';

const ordersAnswer = (orders: Order[]) => answer(200, JSON.stringify(orders));

function showOrders(orders: Order[]) {
  tokenStore.getState().set('tok-1');
  const api = fakeApi({ 'retrive-order': ordersAnswer(orders) });
  renderAccount('/my-account/orders');
  return api;
}

const rows = () => screen.getAllByRole('row').slice(1);

test('without a token it says No authentication token found', () => {
  fakeApi({});
  render(
    <MemoryRouter>
      <OrdersPage />
    </MemoryRouter>,
  );
  expect(screen.getByText('No authentication token found')).toBeInTheDocument();
});

test('says Loading orders... while waiting', () => {
  tokenStore.getState().set('tok-1');
  fakeApi({ 'retrive-order': neverAnswers });
  renderAccount('/my-account/orders');
  expect(screen.getByText('Loading orders...')).toBeInTheDocument();
});

test('a failure says Error: and the message', async () => {
  tokenStore.getState().set('tok-1');
  fakeApi({ 'retrive-order': { status: 500, body: { message: 'Service unavailable' } } });
  renderAccount('/my-account/orders');
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Service unavailable');
});

test('no orders says You have no orders', async () => {
  showOrders([]);
  expect(await screen.findByText('You have no orders')).toBeInTheDocument();
});

test('orders still at Order initiated are hidden', async () => {
  showOrders([makeOrder(1, { order_status: 'Order initiated' }), makeOrder(2, { order_status: 'payment failed' })]);
  expect(await screen.findByText('#ORD-2')).toBeInTheDocument();
  expect(screen.queryByText('#ORD-1')).not.toBeInTheDocument();
  expect(rows()).toHaveLength(1);
});

test('only Order initiated orders means You have no orders', async () => {
  showOrders([makeOrder(1, { order_status: 'Order initiated' })]);
  expect(await screen.findByText('You have no orders')).toBeInTheDocument();
});

test('shows the columns Order, Date, Status, Total and Actions', async () => {
  const api = showOrders([makeOrder(7, { total: 2197 })]);
  await screen.findByText('#ORD-7');
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Order',
    'Date',
    'Status',
    'Total',
    'Actions',
  ]);
  const cells = within(rows()[0]!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells.slice(0, 4)).toEqual(['#ORD-7', '8 March 2025', 'Paid', '₹2,197.00 for 2 items']);
  expect(screen.getByRole('link', { name: 'View order ORD-7' })).toHaveAttribute('href', '/my-account/order-details/ORD-7');
  expect(api.bodiesSentTo('retrive-order')).toEqual([{ token: 'tok-1' }]);
});

test('shows 5 orders a page with Previous, Next and page numbers', async () => {
  showOrders(Array.from({ length: 12 }, (_, index) => makeOrder(index + 1)));
  const user = userEvent.setup();
  await screen.findByText('#ORD-1');
  expect(rows()).toHaveLength(5);
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('#ORD-6')).toBeInTheDocument();
  expect(screen.queryByText('#ORD-1')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(rows()).toHaveLength(2);
  expect(screen.getByText('#ORD-12')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(screen.getByText('#ORD-10')).toBeInTheDocument();
});

test('five orders or fewer show no pagination', async () => {
  showOrders(Array.from({ length: 5 }, (_, index) => makeOrder(index + 1)));
  await screen.findByText('#ORD-5');
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
});

test('View Order Messages shows the status and the order notes', async () => {
  showOrders([makeOrder(3, { order_notes: 'Call before delivery' })]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View Order Messages for order ORD-3' }));
  const dialog = await screen.findByRole('dialog', { name: 'Order #ORD-3 messages' });
  expect(dialog).toHaveTextContent('Paid');
  expect(dialog).toHaveTextContent('Your note: Call before delivery');
});

test('an expired session logs out and goes to /register-login', async () => {
  tokenStore.getState().set('tok-1');
  fakeApi({ 'retrive-order': answer(401, 'Session expired, please log in again') });
  renderAccount('/my-account/orders');
  expect(await screen.findByTestId('where')).toHaveTextContent('/register-login');
  expect(window.localStorage.getItem('token')).toBeNull();
});
