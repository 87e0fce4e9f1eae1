import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { answer, fakeApi } from '@store/shared/test-support';
import { LoginRegisterForms } from './login-register-forms';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

test('shows login first and switches to register', async () => {
  fakeApi({});
  const user = userEvent.setup();
  render(<LoginRegisterForms />);
  expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('button', { name: 'Login With OTP' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Register' }));
  expect(screen.getByRole('button', { name: 'Validate OTP & Register' })).toBeInTheDocument();
});

test('an unregistered number is taken to the register form, filled in, with the name asked next', async () => {
  fakeApi({ 'login-registration': answer(404, 'Login Failed: Invalid Credentials') });
  const user = userEvent.setup();
  render(<LoginRegisterForms />);
  await user.type(screen.getByLabelText(/phone number/i), '9830011111');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.click(await screen.findByRole('button', { name: 'Register with 9830011111' }));
  expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByLabelText(/phone number/i)).toHaveValue('9830011111');
  expect(screen.getByLabelText(/^name/i)).toHaveFocus();
});

test('opens on register when asked', () => {
  fakeApi({});
  render(<LoginRegisterForms initialView="register" />);
  expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
});

test('after registering it switches to login and asks the shopper to log in', async () => {
  fakeApi({
    'login-registration': (sent) =>
      answer(200, sent.body.action === 'register' ? 'OTP Sent Successfully' : 'Registration Successful, please login'),
  });
  const user = userEvent.setup();
  render(<LoginRegisterForms initialView="register" />);
  await user.type(screen.getByLabelText(/^name/i), 'Asha Roy');
  await user.type(screen.getByLabelText(/phone number/i), '9830011111');
  await user.type(screen.getByLabelText(/email address/i), 'asha@example.in');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText(/^otp$/i, { selector: ':enabled' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Validate OTP & Register' }));
  expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
  expect(screen.getByText('Registration Successful, please login')).toBeInTheDocument();
});

test('a login calls onDone and goes to /cart', async () => {
  fakeApi({
    'login-registration': (sent) =>
      sent.body.action === 'login' ? answer(200, 'OTP Sent Successfully') : answer(200, JSON.stringify({ token: 'abc' })),
  });
  const onDone = jest.fn();
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/product/X1']}>
      <LoginRegisterForms onDone={onDone} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText(/phone number/i), '9830012345');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText(/^otp$/i, { selector: ':enabled' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Login With OTP' }));
  expect(await screen.findByText('/cart')).toBeInTheDocument();
  expect(onDone).toHaveBeenCalledTimes(1);
});
