// E-mail password login: at most 10 wrong passwords in 15 minutes per account and per caller
// address, then 429 with when to try again, even for the right password; known and unknown
// e-mails get the same answers. With TEST_REDIS_URL, two api processes share the count.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { describeEachDatabase } from '../../test-support/test-app.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { LOGIN_FAILURES_ALLOWED } from './login-lockout.js';

const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress });

describeEachDatabase('e-mail login lockout', (t) => {
  test('after 10 wrong passwords for one account even the right one is refused, from any address', async () => {
    await t().post('users/signup', { email: 'locked@example.com', password: 'right password' });
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) {
      const wrong = await login(t().app, 'Locked@example.com', `wrong ${i}`, `10.1.0.${i + 1}`);
      assert.equal(wrong.statusCode, 401, `try ${i + 1}`);
    }
    for (const address of ['10.1.0.99', '10.2.0.1']) {
      const refused = await login(t().app, 'locked@example.com', 'right password', address);
      assert.equal(refused.statusCode, 429);
      assert.match(refused.json().message, /Too many wrong passwords\. Please try again in 15 minutes\./);
      const retryAfter = Number(refused.headers['retry-after']);
      assert.ok(retryAfter > 14 * 60 && retryAfter <= 15 * 60, String(retryAfter));
      assert.equal(refused.headers['cache-control'], 'no-store');
    }
    // Another account is not locked by it.
    await t().post('users/signup', { email: 'other@example.com', password: 'right password' });
    assert.equal((await login(t().app, 'other@example.com', 'right password', '10.2.0.2')).statusCode, 200);
  });

  test('10 wrong passwords from one address lock that address out, for every account', async () => {
    await t().post('users/signup', { email: 'victim@example.com', password: 'right password' });
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) {
      assert.equal((await login(t().app, `guess${i}@example.com`, 'wrong password', '10.3.0.1')).statusCode, 401);
    }
    assert.equal((await login(t().app, 'victim@example.com', 'right password', '10.3.0.1')).statusCode, 429);
    assert.equal((await login(t().app, 'victim@example.com', 'right password', '10.3.0.2')).statusCode, 200);
  });

  test('an unknown e-mail gets the same answers as a known one', async () => {
    await t().post('users/signup', { email: 'known@example.com', password: 'right password' });
    const answers = async (email: string, subnet: number) => {
      const seen = [];
      for (let i = 0; i <= LOGIN_FAILURES_ALLOWED; i += 1) {
        const answer = await login(t().app, email, 'wrong password', `10.4.${subnet}.${i + 1}`);
        seen.push([answer.statusCode, answer.json().message, answer.headers['retry-after'] !== undefined]);
      }
      return seen;
    };
    assert.deepEqual(await answers('unknown@example.com', 1), await answers('known@example.com', 2));
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe('e-mail login lockout with Redis', { skip: redisUrl ? false : 'TEST_REDIS_URL is not set' }, () => {
  const closers: Array<() => Promise<void>> = [];
  after(async () => {
    for (const close of closers) await close();
  });

  test('two api processes share one count of wrong passwords', async () => {
    const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: redisUrl, LOG_LEVEL: 'silent' });
    const apps: FastifyInstance[] = [];
    for (let i = 0; i < 2; i += 1) {
      const database = await openTestDatabase('pglite');
      const redis = new Redis(redisUrl!);
      const app = await buildApp({ config, database: database.handle, redis, logger: false });
      closers.push(async () => {
        await app.close();
        await database.drop();
        redis.disconnect();
      });
      apps.push(app);
    }
    const email = `shared-${randomUUID()}@example.com`;
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) {
      assert.equal((await login(apps[i % 2]!, email, 'wrong password', `10.5.${i}.1`)).statusCode, 401);
    }
    assert.equal((await login(apps[0]!, email, 'wrong password', '10.6.0.1')).statusCode, 429);
    assert.equal((await login(apps[1]!, email, 'wrong password', '10.6.0.2')).statusCode, 429);
  });
});
