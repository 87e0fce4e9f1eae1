import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fakeApi } from '@store/shared/test-support';
import { RegisterForm } from './register-form';

const PHONE = '9830011111';
const sentOk = answer(200, 'OTP Sent Successfully');

function setup(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(handlers);
  const onRegistered = jest.fn();
  const user = userEvent.setup();
  render(<RegisterForm onRegistered={onRegistered} />);
  return { api, user, onRegistered };
}

const field = (label: RegExp) => screen.getByLabelText(label);
const sendButton = () => screen.getByRole('button', { name: /send otp|resend otp/i });
const registerButton = () => screen.getByRole('button', { name: 'Validate OTP & Register' });

async function fillIdentity(user: ReturnType<typeof userEvent.setup>, email = 'asha@example.in') {
  await user.type(field(/^name/i), 'Asha Roy');
  await user.type(field(/phone number/i), PHONE);
  await user.type(field(/email address/i), email);
}

test('Send OTP waits for a 10-digit phone, which takes digits only', async () => {
  const { user } = setup();
  expect(sendButton()).toBeDisabled();
  await user.type(field(/phone number/i), '98x3');
  expect(field(/phone number/i)).toHaveValue('983');
  expect(screen.getByText('Phone number must be 10 digits')).toBeInTheDocument();
  expect(sendButton()).toBeDisabled();
});

test('a bad e-mail gets the spec message and nothing is sent', async () => {
  const { user, api } = setup({ 'login-registration': sentOk });
  await fillIdentity(user, 'asha@example');
  await user.click(sendButton());
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  await user.clear(field(/email address/i));
  await user.type(field(/email address/i), 'as ha@example.in');
  await user.click(sendButton());
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(api.sent).toHaveLength(0);
});

test('a missing name is asked for', async () => {
  const { user, api } = setup({ 'login-registration': sentOk });
  await user.type(field(/phone number/i), PHONE);
  await user.type(field(/email address/i), 'asha@example.in');
  await user.click(sendButton());
  expect(screen.getByText('Please enter your name')).toBeInTheDocument();
  expect(api.sent).toHaveLength(0);
});

test('sending registers name, phone and e-mail and enables the OTP field', async () => {
  const { user, api } = setup({ 'login-registration': sentOk });
  expect(field(/^otp$/i)).toBeDisabled();
  await fillIdentity(user);
  await user.click(sendButton());
  expect(await screen.findByText('OTP Sent Successfully')).toBeInTheDocument();
  expect(api.bodiesSentTo('login-registration')[0]).toEqual({
    body: { action: 'register', username: 'Asha Roy', phone_number: PHONE, email: 'asha@example.in' },
  });
  expect(field(/^otp$/i)).toBeEnabled();
  expect(screen.getByRole('button', { name: /resend otp in 30s/i })).toBeDisabled();
});

test('an incomplete code gets Please enter a valid OTP', async () => {
  const { user, api } = setup({ 'login-registration': sentOk });
  await fillIdentity(user);
  await user.click(sendButton());
  await screen.findByText('OTP Sent Successfully');
  await user.type(field(/^otp$/i), '123');
  await user.click(registerButton());
  expect(screen.getByText('Please enter a valid OTP')).toBeInTheDocument();
  expect(api.sent).toHaveLength(1);
});

test('a right code says Registration Successful, please login and clears the form', async () => {
  const { user, api, onRegistered } = setup({
    'login-registration': (sent) =>
      sent.body.action === 'register' ? sentOk : answer(200, 'Registration Successful, please login'),
  });
  await fillIdentity(user);
  await user.click(sendButton());
  await screen.findByText('OTP Sent Successfully');
  await user.type(field(/^otp$/i), '654321');
  await user.click(registerButton());
  expect(await screen.findByText('Registration Successful, please login')).toBeInTheDocument();
  expect(api.bodiesSentTo('login-registration')[1].body).toMatchObject({
    action: 'validate_otp',
    phone_number: PHONE,
    otp: '654321',
  });
  expect(field(/^name/i)).toHaveValue('');
  expect(field(/phone number/i)).toHaveValue('');
  expect(field(/email address/i)).toHaveValue('');
  expect(field(/^otp$/i)).toHaveValue('');
  expect(field(/^otp$/i)).toBeDisabled();
  expect(onRegistered).toHaveBeenCalledTimes(1);
});

test('a phone already registered is told to log in', async () => {
  const { user } = setup({ 'login-registration': answer(409, 'Phone number already registered') });
  await fillIdentity(user);
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('This phone number is already registered, please login');
});

test('a failed registration says Failed to register, please try again', async () => {
  const { user } = setup({ 'login-registration': answer(500, 'boom') });
  await fillIdentity(user);
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to register, please try again');
});

test('wrong, expired and rate-limited codes each get clear words', async () => {
  const replies = [
    answer(401, 'Invalid OTP, 2 tries left'),
    answer(410, 'OTP expired, please request a new one'),
    answer(429, 'Too many attempts'),
  ];
  const { user } = setup({
    'login-registration': (sent) => (sent.body.action === 'register' ? sentOk : replies.shift()!),
  });
  await fillIdentity(user);
  await user.click(sendButton());
  await screen.findByText('OTP Sent Successfully');
  await user.type(field(/^otp$/i), '111111');
  await user.click(registerButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP, 2 tries left');
  await user.clear(field(/^otp$/i));
  await user.type(field(/^otp$/i), '222222');
  await user.click(registerButton());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('OTP expired, please request a new one'));
  expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  await user.type(field(/^otp$/i), '333333');
  await user.click(registerButton());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts'));
});
