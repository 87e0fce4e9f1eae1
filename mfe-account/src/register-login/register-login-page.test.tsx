import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { tokenStore } from '@store/shared';
import { answer, fakeApi } from '@store/shared/test-support';
import { RegisterLoginPage } from './register-login-page';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/register-login']}>
      <Routes>
        <Route path="/register-login" element={<RegisterLoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('shows login and register side by side with order tracking', () => {
  fakeApi({});
  renderPage();
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Track An Order' })).toBeInTheDocument();
});

test('an unregistered number on the login form is carried to the register form beside it', async () => {
  fakeApi({ 'login-registration': answer(404, 'Login Failed: Invalid Credentials') });
  const user = userEvent.setup();
  renderPage();
  const [loginPhone] = screen.getAllByLabelText(/phone number/i);
  await user.type(loginPhone!, '9830011111');
  await user.click(screen.getAllByRole('button', { name: 'Send OTP' })[0]!);
  await user.click(await screen.findByRole('button', { name: 'Register with 9830011111' }));
  expect(screen.getAllByLabelText(/phone number/i)[1]).toHaveValue('9830011111');
  expect(screen.getByLabelText(/^name/i)).toHaveFocus();
});

test('a logged-in shopper is sent to /my-account/address', () => {
  tokenStore.getState().set('existing');
  renderPage();
  expect(screen.getByTestId('where')).toHaveTextContent('/my-account/address');
});

test('logging in with an OTP goes to /cart', async () => {
  fakeApi({
    'login-registration': (sent) =>
      sent.body.action === 'login' ? answer(200, 'OTP Sent Successfully') : answer(200, JSON.stringify({ token: 'abc' })),
  });
  const user = userEvent.setup();
  renderPage();
  await user.type(screen.getAllByLabelText(/phone number/i)[0]!, '9830012345');
  await user.click(screen.getAllByRole('button', { name: 'Send OTP' })[0]!);
  await user.type(await screen.findByLabelText(/^otp$/i, { selector: ':enabled' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Login With OTP' }));
  expect(await screen.findByTestId('where')).toHaveTextContent('/cart');
  expect(window.localStorage.getItem('token')).toBe('abc');
});

test('the earlier e-mail forms are reachable from the page', async () => {
  fakeApi({});
  const user = userEvent.setup();
  renderPage();
  expect(screen.queryByPlaceholderText('Enter email')).not.toBeInTheDocument();
  const toggle = screen.getByRole('button', { name: 'Login with e-mail and password' });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByPlaceholderText('Enter email')).toBeInTheDocument();
});
