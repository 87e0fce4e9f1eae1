import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { startTestApp } from '../../test-support/test-app.js';
import { openTestDatabase } from '../../test-support/test-database.js';

describe('rate limits', () => {
  test('past the per-IP limit a call answers 429 in the statusCode-in-body shape', async () => {
    const t = await startTestApp('pglite', { env: { RATE_LIMIT_PER_IP: '3', RATE_LIMIT_WINDOW_MS: '60000' } });
    try {
      for (let i = 0; i < 3; i += 1) assert.equal((await t.post('pincode-check', { pincode: '700016' })).status, 200);
      const { status, json } = await t.post<{ statusCode: number; body: string }>('pincode-check', { pincode: '700016' });
      assert.equal(status, 429);
      assert.equal(json.statusCode, 429);
      assert.match(json.body, /try again in \d+ seconds/);
      assert.equal((await t.get('health')).status, 200);
    } finally {
      await t.stop();
    }
  });

  test('development defaults allow an automated suite 50 logins from one address', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    assert.ok(config.rateLimit.globalPerIp >= 50 * 10);
    assert.ok(
      loadConfig({
        NODE_ENV: 'production',
        PAYU_KEY: 'k',
        PAYU_SALT: 's',
        PAYU_URL: 'https://secure.payu.in/_payment',
        SMS_PROVIDER: 'x',
        FIELD_EVENTS_SECRET: 'a-field-events-secret-of-32-characters',
      }).rateLimit.globalPerIp < config.rateLimit.globalPerIp,
    );
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  describe('with Redis', { skip: redisUrl ? false : 'TEST_REDIS_URL is not set' }, () => {
    const clients: Redis[] = [];
    const closers: Array<() => Promise<void>> = [];
    before(async () => {
      const probe = new Redis(redisUrl!);
      await probe.del(...(await probe.keys('store-rl:*')).concat('store-rl:none'));
      probe.disconnect();
    });
    after(async () => {
      for (const close of closers) await close();
      for (const client of clients) client.disconnect();
    });

    test('two api processes share one per-IP limit', async () => {
      const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_PER_IP: '4', REDIS_URL: redisUrl, LOG_LEVEL: 'silent' });
      const apps = [];
      for (let i = 0; i < 2; i += 1) {
        const database = await openTestDatabase('pglite');
        const redis = new Redis(redisUrl!);
        clients.push(redis);
        const app = await buildApp({ config, database: database.handle, redis, logger: false });
        closers.push(async () => {
          await app.close();
          await database.drop();
        });
        apps.push(app);
      }
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        const app = apps[i % 2]!;
        const response = await app.inject({
          method: 'POST',
          url: '/api/pincode-check',
          payload: { pincode: '700016' },
          remoteAddress: '10.9.8.7',
        });
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429]);
    });
  });
});
