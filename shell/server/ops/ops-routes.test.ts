import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createEdgeServer } from '../edge-server';
import { releaseTestShell, TEST_SHELL } from '../test-support/released-shell';

const repoRoot = path.resolve(__dirname, '../../..');
const TOKEN = 'test-ops-token-5f1c';

async function edge(token: string | undefined) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-ops-'));
  const deployDir = path.join(root, 'deploy');
  releaseTestShell(deployDir);
  fs.mkdirSync(path.join(deployDir, 'remotes', 'mfe-content', 'v2'), { recursive: true });
  fs.writeFileSync(
    path.join(deployDir, 'remotes', 'mfe-content', 'v2', 'release.json'),
    JSON.stringify({ builtAt: '2026-11-20T10:00:00.000Z', jsGzipBytes: 20480 }),
  );
  fs.writeFileSync(
    path.join(deployDir, 'registry.json'),
    JSON.stringify({
      'mfe-content': { current: 'v1', versions: ['v1', 'v2'], canary: { version: 'v2', percent: 20 } },
      shell: TEST_SHELL,
    }),
  );
  const app = await createEdgeServer({
    deployDir,
    apiUrl: 'http://127.0.0.1:9',
    ops: { token, scriptsDir: path.join(repoRoot, 'scripts'), tsx: path.join(repoRoot, 'node_modules', '.bin', 'tsx') },
  });
  return { app, deployDir };
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

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
  assert.match(cookie, /^ops_session=[\w-]{40,}; Path=\/ops; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
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
  const { app, deployDir } = await edge(TOKEN);
  const login = await app.inject({ method: 'POST', url: '/ops/login', ...form({ name: 'Asha Sen', token: TOKEN }) });
  const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
  const ask = await app.inject({
    method: 'POST',
    url: '/ops/confirm',
    headers: { cookie, ...form({}).headers },
    payload: form({ remote: 'mfe-content', action: 'promote' }).payload,
  });
  assert.equal(ask.statusCode, 200);
  assert.match(ask.body, /Promote mfe-content v2 to every shopper \(from v1\)\?/);
  assert.equal(JSON.parse(fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8'))['mfe-content'].current, 'v1');
  const unknown = await app.inject({
    method: 'POST',
    url: '/ops/act',
    headers: { cookie, ...form({}).headers },
    payload: form({ remote: 'mfe-nope', action: 'promote' }).payload,
  });
  assert.equal(unknown.statusCode, 400);
  const noSession = await app.inject({ method: 'POST', url: '/ops/act', ...form({ remote: 'mfe-content', action: 'promote' }) });
  assert.equal(noSession.statusCode, 401);

  const done = await app.inject({
    method: 'POST',
    url: '/ops/act',
    headers: { cookie, ...form({}).headers },
    payload: form({ remote: 'mfe-content', action: 'promote' }).payload,
  });
  assert.equal(done.statusCode, 200);
  assert.match(done.body, /mfe-content: v1 -&gt; v2 for every shopper/);
  assert.equal(JSON.parse(fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8'))['mfe-content'].current, 'v2');
  const audit = JSON.parse(fs.readFileSync(path.join(deployDir, 'audit.jsonl'), 'utf8').trim());
  assert.deepEqual([audit.by, audit.action, audit.from, audit.to], ['Asha Sen (ops page)', 'promote', 'v1', 'v2']);
  assert.match(done.body, /<td>Asha Sen \(ops page\)<\/td><td>mfe-content<\/td><td>promote<\/td><td>v1<\/td><td>v2<\/td>/);
  await app.close();
});
