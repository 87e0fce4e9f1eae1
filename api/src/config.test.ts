import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from './config.js';

test('defaults: port 4000 on 127.0.0.1, the store origin, generous development limits', () => {
  const config = loadConfig({});
  assert.equal(config.port, 4000);
  assert.equal(config.host, '127.0.0.1');
  assert.deepEqual(config.storeOrigins, ['http://localhost:3000']);
  assert.equal(config.databaseUrl, undefined);
  assert.match(config.dataDir, /\.data$/);
  assert.equal(config.payu.key, 'C0Dr8m');
});

test('every wrong value is reported by name, all at once', () => {
  try {
    loadConfig({
      API_PORT: 'eighty',
      NODE_ENV: 'staging',
      DATABASE_URL: 'mysql://x',
      STORE_ORIGINS: 'localhost:3000',
      RATE_LIMIT_PER_IP: '-1',
    });
    assert.fail('expected a ConfigError');
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    const text = error.problems.join('\n');
    for (const name of ['API_PORT', 'NODE_ENV', 'DATABASE_URL', 'STORE_ORIGINS', 'RATE_LIMIT_PER_IP'])
      assert.match(text, new RegExp(name));
  }
});

test('production refuses to start without PayU and SMS settings', () => {
  assert.throws(
    () => loadConfig({ NODE_ENV: 'production' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.ok(error.problems.some((problem) => problem.includes('PAYU_KEY')));
      assert.ok(error.problems.some((problem) => problem.includes('SMS_PROVIDER')));
      return true;
    },
  );
});

test("production refuses PayU's public test key and salt", () => {
  const production = {
    NODE_ENV: 'production',
    SMS_PROVIDER: 'http',
    PAYU_URL: 'https://secure.payu.in/_payment',
    FIELD_EVENTS_SECRET: 'a-field-events-secret-of-32-characters',
  };
  for (const [key, salt] of [
    ['C0Dr8m', '3sf0jURk'],
    ['C0Dr8m', 'shop-salt'],
    ['shop-key', '3sf0jURk'],
  ]) {
    assert.throws(
      () => loadConfig({ ...production, PAYU_KEY: key, PAYU_SALT: salt }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.ok(
          error.problems.some((problem) => problem.includes('public test credentials')),
          error.problems.join('\n'),
        );
        return true;
      },
    );
  }
  assert.equal(loadConfig({ ...production, PAYU_KEY: 'shop-key', PAYU_SALT: 'shop-salt' }).payu.key, 'shop-key');
  // Outside production the test pair is the sandbox's default.
  assert.equal(loadConfig({ NODE_ENV: 'development', PAYU_KEY: 'C0Dr8m', PAYU_SALT: '3sf0jURk' }).payu.salt, '3sf0jURk');
});
