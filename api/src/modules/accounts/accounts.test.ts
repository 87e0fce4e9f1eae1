import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { describeEachDatabase } from '../../test-support/test-app.js';
import {
  latestOtp,
  loginRegistration,
  loginShopper,
  newShopper,
  registerShopper,
  type Answer,
} from '../../test-support/shopper.js';

describeEachDatabase('login-registration', (t) => {
  test('register, validate, log in with the OTP from the outbox, read user-info', async () => {
    const phone = '9100000001';
    const sent = await loginRegistration(t(), {
      action: 'register',
      username: 'Asha Roy',
      phone_number: phone,
      email: 'asha@example.com',
    });
    assert.deepEqual([sent.status, sent.json], [200, { statusCode: 200, body: 'OTP Sent Successfully' }]);
    const otp = await latestOtp(t(), phone);
    assert.match(otp, /^\d{6}$/);
    const outbox = await t().get<{ messages: Array<{ phone: string; text: string; at: string }> }>('__dev/outbox', { phone });
    assert.equal(outbox.json.messages[0]?.phone, phone);
    assert.ok(outbox.json.messages[0]?.text.includes(otp));
    assert.ok(Math.abs(Date.parse(outbox.json.messages[0].at) - Date.now()) < 60_000);
    const validated = await loginRegistration(t(), { action: 'validate_otp', phone_number: phone, otp });
    assert.deepEqual(validated.json, { statusCode: 200, body: 'Registration Successful, please login' });

    const token = await loginShopper(t(), phone);
    const info = await t().post<Answer<Record<string, string>>>('user-info', { token });
    assert.equal(info.status, 200);
    assert.deepEqual(info.json.body, {
      name: 'Asha Roy',
      phone_number: phone,
      email: 'asha@example.com',
      first_name: 'Asha',
      last_name: 'Roy',
    });
  });

  test('OTP codes are stored hashed, never as sent', async () => {
    const phone = '9100000002';
    await loginRegistration(t(), { action: 'register', username: 'Hash Check', phone_number: phone, email: 'h@example.com' });
    const otp = await latestOtp(t(), phone);
    const stored = await rows<{ code_hash: string }>(t().db, sql`SELECT code_hash FROM otp_codes WHERE phone = ${phone}`);
    assert.equal(stored.length, 1);
    assert.notEqual(stored[0]!.code_hash, otp);
    assert.ok(!stored[0]!.code_hash.includes(otp));
  });

  test('an OTP is single use', async () => {
    const phone = '9100000003';
    await registerShopper(t(), phone);
    await loginRegistration(t(), { action: 'login', phone_number: phone });
    const otp = await latestOtp(t(), phone);
    const first = await loginRegistration(t(), { action: 'login_validate', phone_number: phone, otp });
    assert.equal(first.status, 200);
    const again = await loginRegistration(t(), { action: 'login_validate', phone_number: phone, otp });
    assert.equal(again.status, 410);
    assert.equal(again.json.body, 'OTP expired, please request a new one');
  });

  test('wrong OTPs run out after 5 tries, even the right code is refused then', async () => {
    const phone = '9100000004';
    await registerShopper(t(), phone);
    await loginRegistration(t(), { action: 'login', phone_number: phone });
    const otp = await latestOtp(t(), phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const answer = await loginRegistration(t(), { action: 'login_validate', phone_number: phone, otp: wrong });
      assert.equal(answer.status, 401);
      assert.equal(answer.json.body, 'Invalid OTP');
      assert.equal(answer.json.tries_left, left);
    }
    const fifth = await loginRegistration(t(), { action: 'login_validate', phone_number: phone, otp: wrong });
    assert.equal(fifth.status, 429);
    const right = await loginRegistration(t(), { action: 'login_validate', phone_number: phone, otp });
    assert.equal(right.status, 429);
    const sessions = await rows<{ n: number }>(
      t().db,
      sql`SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.phone = ${phone}`,
    );
    assert.equal(sessions[0]!.n, 0);
  });

  test('an expired OTP is refused', async () => {
    const phone = '9100000005';
    await registerShopper(t(), phone);
    await loginRegistration(t(), { action: 'login', phone_number: phone });
    const otp = await latestOtp(t(), phone);
    await t().db
      .execute(sql`UPDATE otp_codes SET sent_at = sent_at - interval '6 minutes', expires_at = now() - interval '1 minute'
      WHERE phone = ${phone} AND purpose = 'login'`);
    const answer = await loginRegistration(t(), { action: 'login_validate', phone_number: phone, otp });
    assert.deepEqual([answer.status, answer.json.body], [410, 'OTP expired, please request a new one']);
  });

  test('a second OTP within 30 s is throttled and says when to try again', async () => {
    const phone = '9100000006';
    await registerShopper(t(), phone);
    assert.equal((await loginRegistration(t(), { action: 'login', phone_number: phone })).status, 200);
    const again = await loginRegistration(t(), { action: 'login', phone_number: phone });
    assert.equal(again.status, 429);
    assert.match(again.json.body, /try again in \d+ seconds/);
    assert.ok(Number(again.json.retry_after) > 0 && Number(again.json.retry_after) <= 30);
    const sends = await rows<{ n: number }>(
      t().db,
      sql`SELECT count(*)::int AS n FROM otp_codes WHERE phone = ${phone} AND purpose = 'login'`,
    );
    assert.equal(sends[0]!.n, 1);
  });

  test('parallel OTP requests for one phone send exactly one code', async () => {
    const phone = '9100000014';
    await registerShopper(t(), phone);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => loginRegistration(t(), { action: 'login', phone_number: phone })),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 429, 429, 429, 429, 429]);
    const sends = await rows<{ n: number }>(
      t().db,
      sql`SELECT count(*)::int AS n FROM otp_codes WHERE phone = ${phone} AND purpose = 'login'`,
    );
    assert.equal(sends[0]!.n, 1);
  });

  test('a new code replaces the old one: the old code stops working', async () => {
    const phone = '9100000007';
    await registerShopper(t(), phone);
    await loginRegistration(t(), { action: 'login', phone_number: phone });
    const first = await latestOtp(t(), phone);
    await t().db.execute(sql`UPDATE otp_codes SET sent_at = sent_at - interval '31 seconds' WHERE phone = ${phone}`);
    await loginRegistration(t(), { action: 'login', phone_number: phone });
    const second = await latestOtp(t(), phone);
    if (first !== second) {
      const old = await loginRegistration(t(), { action: 'login_validate', phone_number: phone, otp: first });
      assert.equal(old.status, 401);
    }
    const ok = await loginRegistration(t(), { action: 'login_validate', phone_number: phone, otp: second });
    assert.equal(ok.status, 200);
  });

  test('sends per phone are limited even when the throttle has passed', async () => {
    const phone = '9100000008';
    await registerShopper(t(), phone);
    const limit = t().config.rateLimit.otpSendsPerPhone;
    let last: { status: number; json: Answer } | undefined;
    for (let i = 0; i < limit + 1; i += 1) {
      await t().db.execute(sql`UPDATE otp_codes SET sent_at = sent_at - interval '31 seconds' WHERE phone = ${phone}`);
      last = await loginRegistration(t(), { action: 'login', phone_number: phone });
    }
    assert.equal(last?.status, 429);
    assert.match(last.json.body, /Too many OTPs requested for this phone/);
  });

  test('registering a known phone is a 409 and logging in an unknown one a 404', async () => {
    await registerShopper(t(), '9100000009');
    const twice = await loginRegistration(t(), {
      action: 'register',
      username: 'X',
      phone_number: '9100000009',
      email: 'x@example.com',
    });
    assert.equal(twice.status, 409);
    const unknown = await loginRegistration(t(), { action: 'login', phone_number: '9199999999' });
    assert.deepEqual([unknown.status, unknown.json.body], [404, 'Login Failed: Invalid Credentials']);
  });

  test('the spec messages for a bad phone, e-mail and OTP', async () => {
    const badPhone = await loginRegistration(t(), { action: 'login', phone_number: '12345' });
    assert.deepEqual([badPhone.status, badPhone.json.body], [400, 'Please enter a valid 10-digit phone number']);
    const badEmail = await loginRegistration(t(), {
      action: 'register',
      username: 'A',
      phone_number: '9100000010',
      email: 'not-an-email',
    });
    assert.deepEqual([badEmail.status, badEmail.json.body], [400, 'Please enter a valid email address']);
    const badOtp = await loginRegistration(t(), { action: 'login_validate', phone_number: '9100000010', otp: '12' });
    assert.deepEqual([badOtp.status, badOtp.json.body], [400, 'Please enter the OTP']);
    const badAction = await loginRegistration(t(), { action: 'delete_everything', phone_number: '9100000010' });
    assert.equal(badAction.status, 400);
  });

  test('logout revokes the token; an unknown token gets a 401', async () => {
    const token = await newShopper(t(), '9100000011');
    assert.equal((await t().post('user-info', { token })).status, 200);
    const out = await t().post<Answer>('logout', { token });
    assert.equal(out.status, 200);
    const after = await t().post<Answer>('user-info', { token });
    assert.deepEqual([after.status, after.json.body], [401, 'Session expired, please log in again']);
    assert.equal((await t().post<Answer>('user-info', { token: 'x'.repeat(43) })).status, 401);
    assert.equal((await t().post<Answer>('user-info', {})).json.body, 'No authentication token found');
  });

  test('an expired session is refused', async () => {
    const token = await newShopper(t(), '9100000012');
    await t().db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second'
      WHERE user_id = (SELECT id FROM users WHERE phone = '9100000012')`);
    assert.equal((await t().post('user-info', { token })).status, 401);
  });

  test('tokens are stored only as hashes', async () => {
    const token = await newShopper(t(), '9100000013');
    const found = await rows<{ n: number }>(t().db, sql`SELECT count(*)::int AS n FROM sessions WHERE token_hash = ${token}`);
    assert.equal(found[0]!.n, 0);
  });

  test('50 phones register and log in from one address with the development limits', async () => {
    for (let i = 0; i < 50; i += 1) {
      const token = await newShopper(t(), `92000000${String(i).padStart(2, '0')}`);
      assert.ok(token.length >= 40);
    }
  });

  test('malformed bodies get a 4xx and create nothing', async () => {
    const before = await rows<{ n: number }>(
      t().db,
      sql`SELECT (SELECT count(*) FROM otp_codes) + (SELECT count(*) FROM users) AS n`,
    );
    const bad: unknown[] = [
      {},
      { body: 'register' },
      { body: { action: 5, phone_number: [] } },
      { body: { action: 'register', phone_number: { a: 1 } } },
      [],
    ];
    for (const body of bad) {
      const answer = await t().post<Answer>('login-registration', body);
      assert.ok(answer.status >= 400 && answer.status < 500, `${JSON.stringify(body)} gave ${answer.status}`);
      assert.equal(typeof answer.json.body, 'string');
    }
    const raw = await t().app.inject({
      method: 'POST',
      url: '/api/login-registration',
      headers: { 'content-type': 'application/json' },
      payload: '{"body":',
    });
    assert.equal(raw.statusCode, 400);
    const after = await rows<{ n: number }>(
      t().db,
      sql`SELECT (SELECT count(*) FROM otp_codes) + (SELECT count(*) FROM users) AS n`,
    );
    assert.equal(after[0]!.n, before[0]!.n);
  });
});

describeEachDatabase('earlier e-mail auth', (t) => {
  test('sign up, log in, and the token works for user-info', async () => {
    const signup = await t().post<{ token: string; message: string }>('users/signup', {
      email: 'Old@Example.com',
      password: 'correct horse',
    });
    assert.equal(signup.status, 200);
    assert.equal(signup.json.message, 'Sign up successful!');
    const login = await t().post<{ token: string; message: string }>('users/login', {
      email: 'old@example.com',
      password: 'correct horse',
    });
    assert.equal(login.status, 200);
    assert.notEqual(login.json.token, signup.json.token);
    assert.equal((await t().post('user-info', { token: login.json.token })).status, 200);
    const stored = await rows<{ password_hash: string }>(
      t().db,
      sql`SELECT password_hash FROM users WHERE email = 'old@example.com'`,
    );
    assert.match(stored[0]!.password_hash, /^scrypt\$/);
    assert.ok(!stored[0]!.password_hash.includes('correct horse'));
  });

  test('wrong password 401, same e-mail twice 409, bad input 400, all as { message }', async () => {
    await t().post('users/signup', { email: 'two@example.com', password: 'password one' });
    const twice = await t().post<{ message: string }>('users/signup', { email: 'two@example.com', password: 'password two' });
    assert.equal(twice.status, 409);
    assert.equal(typeof twice.json.message, 'string');
    const wrong = await t().post<{ message: string }>('users/login', { email: 'two@example.com', password: 'password two' });
    assert.deepEqual([wrong.status, wrong.json.message], [401, 'Error logging in, please check your credentials.']);
    const unknown = await t().post<{ message: string }>('users/login', { email: 'nobody@example.com', password: 'whatever1' });
    assert.equal(unknown.status, 401);
    const missing = await t().post<{ message: string }>('users/login', { email: 'two@example.com' });
    assert.equal(missing.status, 400);
    assert.equal(typeof missing.json.message, 'string');
    const short = await t().post<{ message: string }>('users/signup', { email: 'three@example.com', password: 'short' });
    assert.equal(short.status, 400);
  });
});

describeEachDatabase('stale account rows', (t) => {
  test('old OTP rows, long-expired sessions and old outbox messages are deleted; live ones stay', async () => {
    const token = await newShopper(t(), '9100000099');
    await t().db.execute(
      sql`UPDATE otp_codes SET sent_at = now() - interval '3 days' WHERE phone = '9100000099' AND purpose = 'register'`,
    );
    await t().db.execute(sql`UPDATE sms_outbox SET created_at = now() - interval '3 days' WHERE phone = '9100000099'`);
    const { deleteStaleAuthRows } = await import('./stale-rows.js');
    await deleteStaleAuthRows(t().db);
    const left = await rows<{ purpose: string }>(t().db, sql`SELECT purpose FROM otp_codes WHERE phone = '9100000099'`);
    assert.deepEqual(
      left.map((row) => row.purpose),
      ['login'],
    );
    assert.equal((await t().post('user-info', { token })).status, 200);
    const outbox = await t().get<{ messages: unknown[] }>('__dev/outbox', { phone: '9100000099' });
    assert.equal(outbox.json.messages.length, 0);
  });
});
