// Test helper: a shopper registered and logged in through the real calls, with OTPs read from the
// development outbox as an automated suite would.
import assert from 'node:assert/strict';
import type { ApiCalls } from './test-app.js';

export interface Answer<T = string> {
  statusCode: number;
  body: T;
  [extra: string]: unknown;
}

export async function latestOtp(app: ApiCalls, phone: string): Promise<string> {
  const { status, json } = await app.get<{ messages: Array<{ otp: string | null }> }>('__dev/outbox', { phone });
  assert.equal(status, 200);
  const otp = json.messages[0]?.otp;
  assert.ok(otp, `no OTP in the outbox for ${phone}`);
  return otp;
}

export async function loginRegistration(app: ApiCalls, body: Record<string, unknown>) {
  return app.post<Answer>('login-registration', { body });
}

export async function registerShopper(
  app: ApiCalls,
  phone: string,
  username = 'Test Shopper',
  email = 'shopper@example.com',
): Promise<void> {
  const sent = await loginRegistration(app, { action: 'register', username, phone_number: phone, email });
  assert.equal(sent.status, 200, JSON.stringify(sent.json));
  const done = await loginRegistration(app, {
    action: 'validate_otp',
    username,
    phone_number: phone,
    otp: await latestOtp(app, phone),
  });
  assert.equal(done.json.body, 'Registration Successful, please login');
}

export async function loginShopper(app: ApiCalls, phone: string): Promise<string> {
  const sent = await loginRegistration(app, { action: 'login', phone_number: phone });
  assert.equal(sent.json.body, 'OTP Sent Successfully', JSON.stringify(sent.json));
  const done = await loginRegistration(app, { action: 'login_validate', phone_number: phone, otp: await latestOtp(app, phone) });
  assert.equal(done.status, 200, JSON.stringify(done.json));
  const parsed = JSON.parse(done.json.body) as { token: string; message: string };
  assert.equal(parsed.message, 'Login Successful');
  return parsed.token;
}

export async function newShopper(app: ApiCalls, phone: string, username?: string): Promise<string> {
  await registerShopper(app, phone, username);
  return loginShopper(app, phone);
}
