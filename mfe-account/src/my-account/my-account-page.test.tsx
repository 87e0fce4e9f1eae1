import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingAddressStore, on, shippingAddressStore, tokenStore, userFormDataStore } from '@store/shared';
import { answer, fakeApi } from '@store/shared/test-support';
import { BILLING, renderAccount } from '../test-support/render-account';

const userInfo = answer(200, {
  name: 'Asha Roy',
  phone_number: '9830012345',
  email: 'a@b.in',
  first_name: 'Asha',
  last_name: 'Roy',
});

function logIn() {
  tokenStore.getState().set('tok-1');
}

test('guests are sent to /register-login', () => {
  fakeApi({});
  renderAccount('/my-account/orders');
  expect(screen.getByTestId('where')).toHaveTextContent('/register-login');
});

test('the sidebar has Dashboard, Orders, Addresses, Account details and Logout', async () => {
  logIn();
  fakeApi({ 'user-info': userInfo });
  renderAccount('/my-account');
  const nav = screen.getByRole('navigation', { name: 'My account' });
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/my-account');
  expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/my-account/orders');
  expect(within(nav).getByRole('link', { name: 'Addresses' })).toHaveAttribute('href', '/my-account/address');
  expect(within(nav).getByRole('link', { name: 'Account details' })).toHaveAttribute('href', '/my-account/account-details');
  expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await screen.findByText('Asha Roy');
});

test('the dashboard greets the shopper by first and last name from the api', async () => {
  logIn();
  const api = fakeApi({ 'user-info': userInfo });
  renderAccount('/my-account');
  expect(await screen.findByText('Asha Roy')).toBeInTheDocument();
  expect(screen.getByText(/Hello/)).toBeInTheDocument();
  expect(api.bodiesSentTo('user-info')).toEqual([{ token: 'tok-1' }]);
});

test('names from the account details form come first', async () => {
  logIn();
  userFormDataStore.getState().set({ firstName: 'Ashalata', lastName: 'Roychowdhury', displayedName: 'Asha', email: 'a@b.in' });
  fakeApi({ 'user-info': userInfo });
  renderAccount('/my-account');
  expect(await screen.findByText('Ashalata Roychowdhury')).toBeInTheDocument();
});

test('logout asks first, and Cancel keeps the shopper logged in', async () => {
  logIn();
  const api = fakeApi({ 'user-info': userInfo, logout: answer(200, 'Logged out') });
  const user = userEvent.setup();
  renderAccount('/my-account');
  await screen.findByText('Asha Roy');
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  const dialog = await screen.findByRole('dialog', { name: 'You sure you want to logout?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(tokenStore.getState().value).toBe('tok-1');
  expect(api.bodiesSentTo('logout')).toHaveLength(0);
});

test('confirmed logout revokes the session, clears everything and goes to /register-login', async () => {
  logIn();
  window.localStorage.setItem('cart', '[]');
  userFormDataStore.getState().set({ firstName: 'A', lastName: 'R', displayedName: 'A', email: 'a@b.in' });
  billingAddressStore.getState().set(BILLING);
  shippingAddressStore.getState().set(BILLING);
  const auth: boolean[] = [];
  const off = on('auth:changed', (detail) => auth.push(detail.loggedIn));
  const api = fakeApi({ 'user-info': userInfo, logout: answer(200, 'Logged out') });
  const user = userEvent.setup();
  renderAccount('/my-account');
  await screen.findByText('A R');
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  const dialog = await screen.findByRole('dialog', { name: 'You sure you want to logout?' });
  await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
  expect(await screen.findByTestId('where')).toHaveTextContent('/register-login');
  expect(api.bodiesSentTo('logout')).toEqual([{ token: 'tok-1' }]);
  for (const key of ['token', 'userFormData', 'billing_address', 'shipping_address']) {
    expect(window.localStorage.getItem(key)).toBeNull();
  }
  expect(window.localStorage.getItem('cart')).toBe('[]');
  expect(auth).toEqual([false]);
  off();
});

test('logout still happens when the api cannot be reached', async () => {
  logIn();
  fakeApi({ 'user-info': userInfo, logout: { status: 503, body: { message: 'down' } } });
  const user = userEvent.setup();
  renderAccount('/my-account');
  await screen.findByText('Asha Roy');
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
  expect(await screen.findByTestId('where')).toHaveTextContent('/register-login');
  expect(window.localStorage.getItem('token')).toBeNull();
});

test('an expired session logs the shopper out with a clear message', async () => {
  logIn();
  const notices: string[] = [];
  const off = on('notice:show', (notice) => notices.push(notice.text));
  fakeApi({ 'user-info': answer(401, 'Session expired, please log in again') });
  renderAccount('/my-account');
  expect(await screen.findByTestId('where')).toHaveTextContent('/register-login');
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(notices).toContain('Session expired, please log in again');
  off();
});

test('a logout in another tab is seen at once', async () => {
  logIn();
  fakeApi({ 'user-info': userInfo });
  renderAccount('/my-account');
  await screen.findByText('Asha Roy');
  act(() => {
    window.localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
  });
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/register-login'));
});

test('an unknown account path goes back to the dashboard', async () => {
  logIn();
  fakeApi({ 'user-info': userInfo });
  renderAccount('/my-account/nowhere');
  expect(await screen.findByText(/From your account dashboard/)).toBeInTheDocument();
  await screen.findByText('Asha Roy');
});
