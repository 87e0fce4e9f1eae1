// The four actions of login-registration (api/CALLS.md; messages in docs/screens.md §8): register -> validate_otp creates the
// account; login -> login_validate gives a session token.
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import { isEmail, isPhone } from '../../input-rules.js';
import type { SmsProvider } from '../../providers/sms/sms-provider.js';
import type { AuthSettings } from './auth-settings.js';
import { consumeOtp, OTP_SENT, sendOtp } from './otp-service.js';
import { createSession } from './sessions.js';

export interface PhoneAuthDeps {
  db: Database;
  sms: SmsProvider;
  settings: AuthSettings;
}

export interface LoginRegistrationInput {
  action: string;
  username?: string;
  phone_number?: string;
  email?: string;
  otp?: string;
}

/** Every refusal is thrown as an ApiError, so an answer is always a 200 (its schema's only code). */
export interface Answer {
  statusCode: 200;
  body: string;
}

function phoneOf(input: LoginRegistrationInput): string {
  const phone = (input.phone_number ?? '').trim();
  if (!isPhone(phone)) throw new ApiError(400, 'Please enter a valid 10-digit phone number');
  return phone;
}

function otpOf(input: LoginRegistrationInput, message: string): string {
  const otp = (input.otp ?? '').trim();
  if (!/^\d{6}$/.test(otp)) throw new ApiError(400, message);
  return otp;
}

async function userIdByPhone(db: Database, phone: string): Promise<number | null> {
  const [user] = await rows<{ id: number }>(db, sql`SELECT id FROM users WHERE phone = ${phone}`);
  return user?.id ?? null;
}

async function register(deps: PhoneAuthDeps, input: LoginRegistrationInput, ip: string): Promise<Answer> {
  const phone = phoneOf(input);
  const username = (input.username ?? '').trim();
  const email = (input.email ?? '').trim();
  if (username === '') throw new ApiError(400, 'Please enter your name');
  if (!isEmail(email)) throw new ApiError(400, 'Please enter a valid email address');
  if ((await userIdByPhone(deps.db, phone)) !== null) {
    throw new ApiError(409, 'This phone number is already registered, please login');
  }
  await sendOtp(deps.db, deps.sms, deps.settings, { phone, purpose: 'register', ip, payload: { username, email } });
  return { statusCode: 200, body: OTP_SENT };
}

function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.split(/\s+/);
  return { first, last: rest.join(' ') };
}

async function validateRegistration(deps: PhoneAuthDeps, input: LoginRegistrationInput): Promise<Answer> {
  const phone = phoneOf(input);
  const otp = otpOf(input, 'Please enter a valid OTP');
  const { payload } = await consumeOtp(deps.db, deps.settings, phone, 'register', otp);
  const name = payload?.username ?? '';
  const { first, last } = splitName(name);
  const created = await rows<{ id: number }>(
    deps.db,
    sql`INSERT INTO users (name, first_name, last_name, phone, email)
        VALUES (${name}, ${first}, ${last}, ${phone}, ${payload?.email ?? null})
        ON CONFLICT (phone) DO NOTHING RETURNING id`,
  );
  if (created.length === 0) throw new ApiError(409, 'This phone number is already registered, please login');
  return { statusCode: 200, body: 'Registration Successful, please login' };
}

async function login(deps: PhoneAuthDeps, input: LoginRegistrationInput, ip: string): Promise<Answer> {
  const phone = phoneOf(input);
  if ((await userIdByPhone(deps.db, phone)) === null) throw new ApiError(404, 'Login Failed: Invalid Credentials');
  await sendOtp(deps.db, deps.sms, deps.settings, { phone, purpose: 'login', ip });
  return { statusCode: 200, body: OTP_SENT };
}

async function validateLogin(deps: PhoneAuthDeps, input: LoginRegistrationInput): Promise<Answer> {
  const phone = phoneOf(input);
  const otp = otpOf(input, 'Please enter the OTP');
  const userId = await userIdByPhone(deps.db, phone);
  if (userId === null) throw new ApiError(404, 'Login Failed: Invalid Credentials');
  await consumeOtp(deps.db, deps.settings, phone, 'login', otp);
  const token = await createSession(deps.db, userId, deps.settings.sessionTtlDays);
  return { statusCode: 200, body: JSON.stringify({ token, message: 'Login Successful' }) };
}

export async function loginRegistration(deps: PhoneAuthDeps, input: LoginRegistrationInput, ip: string): Promise<Answer> {
  switch (input.action) {
    case 'register':
      return register(deps, input, ip);
    case 'validate_otp':
      return validateRegistration(deps, input);
    case 'login':
      return login(deps, input, ip);
    case 'login_validate':
      return validateLogin(deps, input);
    default:
      throw new ApiError(400, 'action must be one of register, validate_otp, login, login_validate');
  }
}
