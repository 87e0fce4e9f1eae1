import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database.js';

// The app at its most talkative: every log line of a whole login must hold no OTP, token or password.
const lines: string[] = [];
let app: FastifyInstance;
let database: TestDatabase;
let tempDir: string;

before(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-logs-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir, LOG_LEVEL: 'trace' });
  database = await openTestDatabase('pglite');
  app = await buildApp({
    config,
    database: database.handle,
    logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
});

after(async () => {
  await app.close();
  await database.drop();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

async function call(url: string, payload: unknown) {
  const response = await app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as object });
  return JSON.parse(response.body) as { statusCode: number; body: string; token?: string };
}

async function otpFor(phone: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/__dev/outbox?phone=${phone}` });
  return (JSON.parse(response.body) as { messages: Array<{ otp: string }> }).messages[0]!.otp;
}

test('no OTP, token or password appears in the logs', async () => {
  const phone = '9700000001';
  await call('login-registration', {
    body: { action: 'register', username: 'Log Check', phone_number: phone, email: 'log@example.com' },
  });
  const registerOtp = await otpFor(phone);
  await call('login-registration', { body: { action: 'validate_otp', phone_number: phone, otp: registerOtp } });
  await call('login-registration', { body: { action: 'login', phone_number: phone } });
  const loginOtp = await otpFor(phone);
  await call('login-registration', {
    body: { action: 'login_validate', phone_number: phone, otp: '000000' === loginOtp ? '111111' : '000000' },
  });
  const done = await call('login-registration', { body: { action: 'login_validate', phone_number: phone, otp: loginOtp } });
  const { token } = JSON.parse(done.body) as { token: string };
  await call('user-info', { token });
  await call('logout', { token });
  const password = 'a very secret password';
  const signup = await call('users/signup', { email: 'logs@example.com', password });
  await call('users/login', { email: 'logs@example.com', password: 'wrong password here' });

  const text = lines.join('\n');
  assert.ok(lines.length > 10, 'the logger wrote lines');
  for (const secret of [registerOtp, loginOtp, token, signup.token!, password, 'wrong password here']) {
    assert.ok(!text.includes(secret), `a secret leaked into the logs`);
  }
});
