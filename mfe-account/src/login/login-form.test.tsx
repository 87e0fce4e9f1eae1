import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@store/shared';
import { answer, fakeApi } from '@store/shared/test-support';
import { LoginForm } from './login-form';

const PHONE = '9830012345';
const loginOk = answer(200, 'OTP Sent Successfully');
const tokenOk = answer(200, JSON.stringify({ token: 'tok-123', message: 'Login Successful' }));

function setup(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(handlers);
  const onLoggedIn = jest.fn();
  const onRegister = jest.fn();
  const user = userEvent.setup();
  render(<LoginForm onLoggedIn={onLoggedIn} onRegister={onRegister} />);
  return { api, onLoggedIn, onRegister, user };
}

const phoneInput = () => screen.getByLabelText(/phone number/i);
const otpInput = () => screen.getByLabelText(/^otp$/i);
const sendButton = () => screen.getByRole('button', { name: /send otp|resend otp/i });
const loginButton = () => screen.getByRole('button', { name: 'Login With OTP' });

async function sendOtp(user: ReturnType<typeof userEvent.setup>) {
  await user.type(phoneInput(), PHONE);
  await user.click(sendButton());
  await screen.findByText('OTP Sent Successfully');
}

test('the phone takes digits only, at most 10, and says so while incomplete', async () => {
  const { user } = setup();
  await user.type(phoneInput(), '98a30-0');
  expect(phoneInput()).toHaveValue('98300');
  expect(screen.getByText('Phone number must be 10 digits')).toBeInTheDocument();
  expect(sendButton()).toBeDisabled();
  await user.type(phoneInput(), '123456789');
  expect(phoneInput()).toHaveValue('9830012345');
  expect(screen.queryByText('Phone number must be 10 digits')).not.toBeInTheDocument();
  expect(sendButton()).toBeEnabled();
});

test('leaving the phone empty asks for a valid number', async () => {
  const { user } = setup();
  await user.click(phoneInput());
  await user.tab();
  expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
});

test('the OTP field and Login With OTP are enabled only after the OTP is sent', async () => {
  const { user, api } = setup({ 'login-registration': loginOk });
  expect(otpInput()).toBeDisabled();
  expect(loginButton()).toBeDisabled();
  await sendOtp(user);
  expect(api.bodiesSentTo('login-registration')[0]).toEqual({ body: { action: 'login', username: '', phone_number: PHONE } });
  expect(otpInput()).toBeEnabled();
  expect(loginButton()).toBeEnabled();
});

test('Login With OTP without a code asks for it and sends nothing', async () => {
  const { user, api } = setup({ 'login-registration': loginOk });
  await sendOtp(user);
  await user.click(loginButton());
  expect(screen.getByText('Please enter the OTP')).toBeInTheDocument();
  expect(api.bodiesSentTo('login-registration')).toHaveLength(1);
});

test('the OTP field takes digits only', async () => {
  const { user } = setup({ 'login-registration': loginOk });
  await sendOtp(user);
  await user.type(otpInput(), '12ab34567');
  expect(otpInput()).toHaveValue('123456');
});

test('a right code stores the token, says Login Successful and hands over', async () => {
  const notices: string[] = [];
  const off = on('notice:show', (notice) => notices.push(notice.text));
  const auth: boolean[] = [];
  const offAuth = on('auth:changed', (detail) => auth.push(detail.loggedIn));
  const { user, api, onLoggedIn } = setup({
    'login-registration': (sent) => (sent.body.action === 'login' ? loginOk : tokenOk),
  });
  await sendOtp(user);
  await user.type(otpInput(), '123456');
  await user.click(loginButton());
  await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
  expect(api.bodiesSentTo('login-registration')[1]).toEqual({
    body: { action: 'login_validate', username: '', phone_number: PHONE, otp: '123456' },
  });
  expect(window.localStorage.getItem('token')).toBe('tok-123');
  expect(notices).toContain('Login Successful');
  expect(auth).toEqual([true]);
  off();
  offAuth();
});

test('an unknown phone is told Login Failed: Invalid Credentials', async () => {
  const { user } = setup({ 'login-registration': answer(404, 'Login Failed: Invalid Credentials') });
  await user.type(phoneInput(), PHONE);
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Login Failed: Invalid Credentials');
  expect(otpInput()).toBeDisabled();
});

test('an unknown phone is shown the way on: registering with that number', async () => {
  const { user, onRegister } = setup({ 'login-registration': answer(404, 'Login Failed: Invalid Credentials') });
  await user.type(phoneInput(), PHONE);
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Login Failed: Invalid Credentials$/);
  expect(screen.getByText(/New here\? Register with this number/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: `Register with ${PHONE}` }));
  expect(onRegister).toHaveBeenCalledWith(PHONE);
  // Another number is another question: the offer goes until it is refused too.
  await user.type(phoneInput(), '{Backspace}9');
  expect(screen.queryByRole('button', { name: /^Register with/ })).not.toBeInTheDocument();
});

test('a failed send is not offered registering', async () => {
  const { user } = setup({ 'login-registration': answer(500, 'boom') });
  await user.type(phoneInput(), PHONE);
  await user.click(sendButton());
  await screen.findByRole('alert');
  expect(screen.queryByRole('button', { name: /^Register with/ })).not.toBeInTheDocument();
});

test('a failed send says Failed to send OTP, please try again', async () => {
  const { user } = setup({ 'login-registration': answer(500, 'boom') });
  await user.type(phoneInput(), PHONE);
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP, please try again');
});

test('a network failure says An error occurred. Please try again later.', async () => {
  fakeApi({});
  const user = userEvent.setup();
  render(<LoginForm onLoggedIn={jest.fn()} onRegister={jest.fn()} />);
  await user.type(phoneInput(), PHONE);
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
});

test('a wrong code says Invalid OTP with the tries left', async () => {
  const { user, onLoggedIn } = setup({
    'login-registration': (sent) =>
      sent.body.action === 'login' ? loginOk : { status: 401, body: { statusCode: 401, body: 'Invalid OTP', tries_left: 4 } },
  });
  await sendOtp(user);
  await user.type(otpInput(), '000000');
  await user.click(loginButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP, 4 tries left');
  expect(onLoggedIn).not.toHaveBeenCalled();
  expect(window.localStorage.getItem('token')).toBeNull();
});

test('an expired code asks for a new one and allows resending at once', async () => {
  const { user } = setup({
    'login-registration': (sent) =>
      sent.body.action === 'login' ? loginOk : answer(410, 'OTP expired, please request a new one'),
  });
  await sendOtp(user);
  await user.type(otpInput(), '123456');
  await user.click(loginButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('OTP expired, please request a new one');
  expect(otpInput()).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
});

test('too many tries says when to try again and waits that long', async () => {
  const { user } = setup({
    'login-registration': (sent) =>
      sent.body.action === 'login'
        ? loginOk
        : { status: 429, body: { statusCode: 429, body: 'Too many attempts', retry_after: 120 } },
  });
  await sendOtp(user);
  await user.type(otpInput(), '123456');
  await user.click(loginButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again in 2 minutes.');
  expect(screen.getByRole('button', { name: 'Resend OTP in 120s' })).toBeDisabled();
});

test('a rate-limited send keeps the server words and waits as told', async () => {
  const { user } = setup({
    'login-registration': {
      status: 429,
      body: { statusCode: 429, body: 'Too many OTPs requested for this phone, please try again in 45 seconds', retry_after: 45 },
    },
  });
  await user.type(phoneInput(), PHONE);
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many OTPs requested for this phone, please try again in 45 seconds',
  );
  expect(screen.getByRole('button', { name: 'Send OTP in 45s' })).toBeDisabled();
});

test('a rate-limited send without a time keeps the server words', async () => {
  const { user } = setup({
    'login-registration': {
      status: 429,
      body: { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 1 minute' },
    },
  });
  await user.type(phoneInput(), PHONE);
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Rate limit exceeded, retry in 1 minute');
});

test('resending is possible after the countdown', async () => {
  jest.useFakeTimers();
  try {
    const { api } = (() => {
      const api = fakeApi({ 'login-registration': loginOk });
      render(<LoginForm onLoggedIn={jest.fn()} onRegister={jest.fn()} />);
      return { api };
    })();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(phoneInput(), PHONE);
    await user.click(sendButton());
    expect(await screen.findByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 29s' })).toBeDisabled();
    for (let second = 0; second < 29; second += 1) act(() => jest.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(api.bodiesSentTo('login-registration')).toHaveLength(2));
  } finally {
    jest.useRealTimers();
  }
});

test('changing the phone after sending asks for a new code', async () => {
  const { user } = setup({ 'login-registration': loginOk });
  await sendOtp(user);
  await user.type(phoneInput(), '{backspace}9');
  expect(otpInput()).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
});
