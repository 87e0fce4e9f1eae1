import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createEdgeServer } from '../edge-server';
import { startTestPlane, type TestPlane } from '../test-support/plane-server';
import { releaseTestShell, TEST_SHELL } from '../test-support/released-shell';

const repoRoot = path.resolve(__dirname, '../../..');
const TOKEN = 'test-ops-token-5f1c-of-at-least-32-characters';
/** What a browser sends with a form posted from the store's own page (inject's Host is localhost:80). */
const OWN_ORIGIN = { origin: 'http://localhost' };

// The api's release plane, as the edge and the operator's commands use it.
let plane: TestPlane;
before(async () => {
  plane = await startTestPlane();
  const by = 'test';
  await plane.plane.release({ name: 'shell', version: TEST_SHELL.current, by });
  await plane.plane.release({ name: 'mfe-content', version: 'v1', by });
  await plane.plane.release({
    name: 'mfe-content',
    version: 'v2',
    by,
    canary: 20,
    info: { builtAt: '2026-11-20T10:00:00.000Z', jsGzipBytes: 20480 },
  });
});
after(() => plane.stop());

async function edge(token: string | undefined) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-ops-'));
  const deployDir = path.join(root, 'deploy');
  releaseTestShell(deployDir);
  const app = await createEdgeServer({
    deployDir,
    apiUrl: plane.url,
    ops: { token, scriptsDir: path.join(repoRoot, 'scripts'), tsx: path.join(repoRoot, 'node_modules', '.bin', 'tsx') },
  });
  return { app, deployDir };
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...OWN_ORIGIN },
  payload: new URLSearchParams(fields).toString(),
});

/** Logs in; the session cookie and the anti-forgery token its page's forms carry. */
async function logIn(app: Awaited<ReturnType<typeof edge>>['app']) {
  const login = await app.inject({ method: 'POST', url: '/ops/login', ...form({ name: 'Asha Sen', token: TOKEN }) });
  const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
  const page = await app.inject({ url: '/ops', headers: { cookie } });
  const csrf = /name="csrf" value="([\w-]+)"/.exec(page.body)?.[1] ?? '';
  return { cookie, csrf };
}

test('without OPS_TOKEN the page and its data are refused', async () => {
  const { app } = await edge(undefined);
  assert.equal((await app.inject('/ops')).statusCode, 403);
  assert.equal((await app.inject('/ops/api/state')).statusCode, 403);
  assert.equal((await app.inject({ method: 'POST', url: '/ops/login', ...form({ name: 'x', token: '' }) })).statusCode, 403);
  await app.close();
});

test('with OPS_TOKEN: a login form, a wrong token refused, the right one gives an HttpOnly SameSite=Strict session', async () => {
  const { app } = await edge(TOKEN);
  const first = await app.inject('/ops');
  assert.equal(first.statusCode, 401);
  assert.match(first.body, /<form method="post" action="\/ops\/login">/);
  assert.match(String(first.headers['content-security-policy']), /default-src 'none'/);
  assert.equal((await app.inject('/ops/api/state')).statusCode, 401);
  const { headers: formHeaders, payload } = form({ name: 'Asha Sen', token: 'wrong' });
  assert.equal((await app.inject({ method: 'POST', url: '/ops/login', headers: formHeaders, payload })).statusCode, 401);

  const login = await app.inject({
    method: 'POST',
    url: '/ops/login',
    headers: form({}).headers,
    payload: form({ name: 'Asha Sen', token: TOKEN }).payload,
  });
  assert.equal(login.statusCode, 303);
  const cookie = String(login.headers['set-cookie']);
  assert.match(cookie, /^ops_session=[\w.-]{40,}; Path=\/ops; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
  assert.ok(!cookie.includes(TOKEN));
  const session = cookie.split(';')[0] as string;
  const page = await app.inject({ url: '/ops', headers: { cookie: session } });
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /Logged in as Asha Sen/);
  assert.match(page.body, /canary <strong>v2<\/strong> for 20% of shoppers/);
  assert.match(page.body, /<td>v2<\/td><td>canary, 20% of shoppers<\/td><td>2026-11-20 10:00:00<\/td><td>20\.0 KB<\/td>/);
  const state = await app.inject({ url: '/ops/api/state', headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(state.statusCode, 200);
  assert.equal(state.json().remotes[0].canary.version, 'v2');
  assert.equal((await app.inject({ url: '/ops/api/state', headers: { authorization: 'Bearer nope' } })).statusCode, 401);
  await app.close();
});

test('promote asks for confirmation, then runs pnpm promote as the logged-in operator (audit log)', async () => {
  const { app } = await edge(TOKEN);
  const { cookie, csrf } = await logIn(app);
  const ask = await app.inject({
    method: 'POST',
    url: '/ops/confirm',
    headers: { cookie, ...form({}).headers },
    payload: form({ remote: 'mfe-content', action: 'promote', csrf }).payload,
  });
  assert.equal(ask.statusCode, 200);
  assert.match(ask.body, /Promote mfe-content v2 to every shopper \(from v1\)\?/);
  assert.equal((await plane.plane.registry()).registry['mfe-content']?.current, 'v1');
  const unknown = await app.inject({
    method: 'POST',
    url: '/ops/act',
    headers: { cookie, ...form({}).headers },
    payload: form({ remote: 'mfe-nope', action: 'promote', csrf }).payload,
  });
  assert.equal(unknown.statusCode, 400);
  const noSession = await app.inject({ method: 'POST', url: '/ops/act', ...form({ remote: 'mfe-content', action: 'promote' }) });
  assert.equal(noSession.statusCode, 401);

  const done = await app.inject({
    method: 'POST',
    url: '/ops/act',
    headers: { cookie, ...form({}).headers },
    payload: form({ remote: 'mfe-content', action: 'promote', csrf }).payload,
  });
  assert.equal(done.statusCode, 200);
  assert.match(done.body, /mfe-content: v1 -&gt; v2 for every shopper/);
  assert.equal((await plane.plane.registry()).registry['mfe-content']?.current, 'v2');
  const audit = (await plane.plane.audit()).at(-1);
  assert.deepEqual([audit?.by, audit?.action, audit?.from, audit?.to], ['Asha Sen (ops page)', 'promote', 'v1', 'v2']);
  assert.match(done.body, /<td>Asha Sen \(ops page\)<\/td><td>mfe-content<\/td><td>promote<\/td><td>v1<\/td><td>v2<\/td>/);
  await app.close();
});

/** What the plane holds: the registry and the audit log. */
const held = async () => JSON.stringify([await plane.plane.registry(), await plane.plane.audit()]);

test("a form on another origin of the same site cannot act with the operator's cookie: 403, nothing changes", async () => {
  const { app } = await edge(TOKEN);
  const { cookie, csrf } = await logIn(app);
  const heldBefore = await held();
  const fields = new URLSearchParams({ remote: 'mfe-content', action: 'rollback', csrf }).toString();
  const attempts = [
    // The probe's form on another port of the same host, with the operator's cookie (and even the token).
    { origin: 'http://localhost:3999' },
    { origin: 'https://shop.localhost' },
    { referer: 'http://localhost:3999/evil.html' },
    { origin: 'null' },
    {},
  ];
  for (const sent of attempts) {
    const answer = await app.inject({
      method: 'POST',
      url: '/ops/act',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...sent },
      payload: fields,
    });
    assert.equal(answer.statusCode, 403, JSON.stringify(sent));
    assert.match(answer.body, /did not come from the operations page/);
  }
  // The store's own origin, by Referer alone, is accepted.
  const own = await app.inject({
    method: 'POST',
    url: '/ops/confirm',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost/ops' },
    payload: fields,
  });
  assert.equal(own.statusCode, 200);
  assert.equal(await held(), heldBefore);
  await app.close();
});

test("a post from the store's origin without the session's anti-forgery token is refused before anything runs", async () => {
  const { app } = await edge(TOKEN);
  const { cookie, csrf } = await logIn(app);
  const other = await logIn(app);
  assert.notEqual(csrf, other.csrf);
  const heldBefore = await held();
  for (const token of [undefined, '', 'made-up', other.csrf]) {
    const fields: Record<string, string> = {
      remote: 'mfe-content',
      action: 'promote',
      ...(token === undefined ? {} : { csrf: token }),
    };
    const answer = await app.inject({
      method: 'POST',
      url: '/ops/act',
      headers: { cookie, ...form({}).headers },
      payload: form(fields).payload,
    });
    assert.equal(answer.statusCode, 403, String(token));
  }
  const logout = await app.inject({ method: 'POST', url: '/ops/logout', headers: { cookie, ...form({}).headers }, payload: '' });
  assert.equal(logout.statusCode, 403);
  assert.equal((await app.inject({ url: '/ops', headers: { cookie } })).statusCode, 200, 'still logged in');
  assert.equal(await held(), heldBefore);
  await app.close();
});

test('failed logins are limited per address: 429 after 10 in 10 minutes, even with the right token then', async () => {
  const { app } = await edge(TOKEN);
  const tryToken = (token: string, remoteAddress = '203.0.113.7') =>
    app.inject({ method: 'POST', url: '/ops/login', remoteAddress, ...form({ name: 'Mallory', token }) });
  for (let i = 0; i < 10; i += 1) assert.equal((await tryToken(`guess-${i}`)).statusCode, 401);
  const refused = await tryToken(TOKEN);
  assert.equal(refused.statusCode, 429);
  assert.match(String(refused.headers['retry-after']), /^\d+$/);
  assert.match(refused.body, /Too many failed logins/);
  assert.equal((await tryToken(TOKEN, '203.0.113.8')).statusCode, 303, 'another address is not held back');
  await app.close();
});

test('an OPS_TOKEN shorter than 32 characters stops the edge, saying why', async () => {
  await assert.rejects(edge('short-token-1234'), /OPS_TOKEN must be at least 32 characters/);
});

test('over HTTPS the ops session cookie is Secure', async () => {
  const { app } = await edge(TOKEN);
  const login = await app.inject({
    method: 'POST',
    url: '/ops/login',
    headers: { ...form({}).headers, host: 'shop.example', 'x-forwarded-proto': 'https', origin: 'https://shop.example' },
    payload: form({ name: 'Asha Sen', token: TOKEN }).payload,
  });
  assert.equal(login.statusCode, 303);
  assert.match(String(login.headers['set-cookie']), /; Secure$/);
  await app.close();
});
