import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../../config.js';
import { chooseSmsProvider } from '../../providers/sms/choose-sms-provider.js';
import type { Database } from '../../db/database.js';
import { readAuthSettings } from './auth-settings.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  PAYU_KEY: 'key',
  PAYU_SALT: 'salt',
  PAYU_URL: 'https://secure.payu.in/_payment',
  FIELD_EVENTS_SECRET: 'a-field-events-secret-of-32-characters',
};
const noDb = {} as Database;

test('production refuses to start without a configured SMS provider', () => {
  assert.throws(() => loadConfig(PRODUCTION), /SMS_PROVIDER/);
  const config = loadConfig({ ...PRODUCTION, SMS_PROVIDER: 'outbox' });
  assert.throws(() => chooseSmsProvider(config, noDb, {}), /development only/);
  const http = loadConfig({ ...PRODUCTION, SMS_PROVIDER: 'http' });
  assert.throws(() => chooseSmsProvider(http, noDb, {}), /SMS_HTTP_URL/);
  assert.equal(chooseSmsProvider(http, noDb, { SMS_HTTP_URL: 'https://sms.example/send' }).name, 'http');
});

test('development uses the outbox', () => {
  assert.equal(chooseSmsProvider(loadConfig({ NODE_ENV: 'development' }), noDb, {}).name, 'outbox');
});

test('production needs a real OTP secret', () => {
  const config = loadConfig({ ...PRODUCTION, SMS_PROVIDER: 'http' });
  assert.throws(() => readAuthSettings(config, {}), /AUTH_SECRET/);
  assert.equal(readAuthSettings(config, { AUTH_SECRET: 'x'.repeat(40) }).otpSecret, 'x'.repeat(40));
});

test('in production the development outbox route does not exist', async () => {
  const { buildApp } = await import('../../app.js');
  const { openTestDatabase } = await import('../../test-support/test-database.js');
  const saved = { AUTH_SECRET: process.env.AUTH_SECRET, SMS_HTTP_URL: process.env.SMS_HTTP_URL };
  process.env.AUTH_SECRET = 'p'.repeat(40);
  process.env.SMS_HTTP_URL = 'http://127.0.0.1:9/sms';
  const database = await openTestDatabase('pglite');
  const app = await buildApp({
    config: loadConfig({ ...PRODUCTION, SMS_PROVIDER: 'http', LOG_LEVEL: 'silent' }),
    database: database.handle,
    logger: false,
  });
  try {
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/__dev/outbox?phone=9830012345' });
    assert.equal(response.statusCode, 404);
  } finally {
    await app.close();
    await database.drop();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
});
