import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@store/shared/test-support';
import { EmailAuthPanel } from './email-auth-panel';

function setup(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(handlers);
  const user = userEvent.setup();
  render(<EmailAuthPanel />);
  return { api, user };
}

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByPlaceholderText('Enter email'), email);
  await user.type(screen.getByPlaceholderText('Password'), password);
}

test('the login form has the spec fields, a Sign Up switch and switched-off social buttons', async () => {
  const { user } = setup();
  expect(screen.getByPlaceholderText('Enter email')).toHaveAttribute('type', 'email');
  expect(screen.getByText('Or login with')).toBeInTheDocument();
  for (const provider of ['Google', 'Facebook', 'Instagram']) {
    expect(screen.getByRole('button', { name: provider })).toBeDisabled();
    expect(screen.getByRole('button', { name: provider })).toHaveAccessibleDescription(/not available yet/i);
  }
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
  expect(screen.getByText('Or sign up with')).toBeInTheDocument();
  expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
});

test('a good login stores the token and says Login successful!', async () => {
  const { user, api } = setup({ 'users/login': { status: 200, body: { token: 'email-token' } } });
  await fill(user, 'asha@example.in', 'secret');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  expect(api.bodiesSentTo('users/login')).toEqual([{ email: 'asha@example.in', password: 'secret' }]);
  expect(window.localStorage.getItem('token')).toBe('email-token');
});

test('refused credentials get the spec message', async () => {
  const { user } = setup({ 'users/login': { status: 401, body: { message: 'Invalid e-mail or password' } } });
  await fill(user, 'asha@example.in', 'wrong');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error logging in, please check your credentials.');
  expect(window.localStorage.getItem('token')).toBeNull();
});

test('a bad e-mail or empty password is caught before sending', async () => {
  const { user, api } = setup();
  await user.type(screen.getByPlaceholderText('Enter email'), 'asha@');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Please enter a password')).toBeInTheDocument();
  expect(api.sent).toHaveLength(0);
});

test('sign-up with different passwords says Passwords do not match and sends nothing', async () => {
  const { user, api } = setup({ 'users/signup': { status: 200, body: { token: 't' } } });
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await fill(user, 'asha@example.in', 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(api.sent).toHaveLength(0);
});

test('a good sign-up sends e-mail and password only and says Sign up successful!', async () => {
  const { user, api } = setup({ 'users/signup': { status: 200, body: { token: 'new-token' } } });
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await fill(user, 'new@example.in', 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('Sign up successful!')).toBeInTheDocument();
  expect(api.bodiesSentTo('users/signup')).toEqual([{ email: 'new@example.in', password: 'secret1' }]);
  expect(window.localStorage.getItem('token')).toBe('new-token');
});

test('a taken e-mail says so after the spec message', async () => {
  const { user } = setup({ 'users/signup': { status: 409, body: { message: 'An account with this e-mail already exists' } } });
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await fill(user, 'asha@example.in', 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error signing up, please try again. An account with this e-mail already exists',
  );
});
