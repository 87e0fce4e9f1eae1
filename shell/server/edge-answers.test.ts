// What an outsider's odd requests get from the edge: the api's own 4xx kept through /api, a plain
// 400 or 404 for paths that do not decode, the security headers on every error answer, nothing the
// caller sent echoed back, every 5xx logged, and cookies that stay on HTTPS when the edge says HTTPS.
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, test } from 'node:test';
import { fixedRegistry } from './edge-registry';
import { createEdgeServer } from './edge-server';
import { browserIdFrom, signedBrowserId } from './field-events/browser-cookie';
import { releaseTestShell, TEST_SHELL } from './test-support/released-shell';

/** The release registry the edge is given (the api's release plane in production). */
const registry = fixedRegistry();

const SECRET = 'edge-answers-test-secret-of-32-characters';
let api: FastifyInstance;
let edge: FastifyInstance;
let origin: string;
let deployRoot: string;
const logged: string[] = [];
const served: unknown[] = [];

before(async () => {
  // The api as Fastify answers: 415 for an empty content type, 413 past its body limit.
  api = Fastify({ bodyLimit: 1024 });
  api.post('/api/echo', async (request) => ({ got: request.body }));
  api.post('/internal/client-events/served', async (request, reply) => {
    served.push(request.body);
    return reply.code(204).send();
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const deployDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'edge-answers-')), 'deploy');
  deployRoot = deployDir;
  releaseTestShell(deployDir);
  registry.set({ shell: TEST_SHELL, 'mfe-content': { current: '1.0.0-aaaa1111', versions: ['1.0.0-aaaa1111'] } });
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  edge = await createEdgeServer({
    registry,
    deployDir,
    apiUrl: `http://127.0.0.1:${(api.server.address() as { port: number }).port}`,
    bodyLimits: { bodyBytes: 1024, multipartBytes: 4096 },
    fieldEventsSecret: SECRET,
    logger: { level: 'info', stream: log },
  });
  await edge.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(edge.server.address() as { port: number }).port}`;
});

after(async () => {
  await edge.close();
  await api.close();
});

const chunked = (...parts: string[]) =>
  new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

const post = (url: string, init: RequestInit & { duplex?: 'half' }) => fetch(`${origin}${url}`, { method: 'POST', ...init });

function assertSecurityHeaders(response: Response): void {
  assert.match(response.headers.get('content-security-policy') ?? '', /default-src/);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(response.headers.get('x-frame-options'), 'DENY');
}

test("an empty Content-Type through /api keeps the api's 415, with the edge's headers", async () => {
  const answer = await post('/api/echo', { headers: { 'content-type': '' }, body: '{"a":1}' });
  assert.equal(answer.status, 415);
  assert.deepEqual(await answer.json(), { statusCode: 415, body: 'This content type is not accepted here' });
  assertSecurityHeaders(answer);
});

test('a chunked body over the limit is a 413 before it reaches the api; one within it is passed on whole', async () => {
  const big = chunked(...Array.from({ length: 3000 }, () => 'x'.repeat(1000)));
  const refused = await post('/api/echo', { headers: { 'content-type': 'application/json' }, body: big, duplex: 'half' });
  assert.equal(refused.status, 413);
  assert.deepEqual(await refused.json(), { statusCode: 413, body: 'The request body is too large' });
  const small = chunked('{"a":', '1}');
  const passed = await post('/api/echo', { headers: { 'content-type': 'application/json' }, body: small, duplex: 'half' });
  assert.equal(passed.status, 200);
  assert.deepEqual(await passed.json(), { got: { a: 1 } });
});

test('a URL that does not decode is a plain 400 with the security headers, echoing nothing', async () => {
  const answer = await fetch(`${origin}/search/%E0%A4%A`);
  assert.equal(answer.status, 400);
  assertSecurityHeaders(answer);
  const body = await answer.text();
  assert.equal(body, 'Bad request');
  assert.ok(!body.includes('%E0'));
});

test('a remote path with a bad escape is a 404, not a 500', async () => {
  for (const url of ['/remotes/%25E0', '/remotes/mfe-content/%25E0%25A4/x.js']) {
    const answer = await fetch(`${origin}${url}`);
    assert.equal(answer.status, 404, url);
    assertSecurityHeaders(answer);
  }
});

test('every 5xx of the edge is logged at the default level', async () => {
  const lines: string[] = [];
  const down = await createEdgeServer({
    registry,
    deployDir: deployRoot,
    apiUrl: 'http://127.0.0.1:9',
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    },
  });
  // Over a real socket, as a shopper's call arrives.
  await down.listen({ port: 0, host: '127.0.0.1' });
  const answer = await fetch(`http://127.0.0.1:${(down.server.address() as { port: number }).port}/api/echo`);
  assert.equal(answer.status, 503);
  assertSecurityHeaders(answer);
  assert.ok(
    lines.some((line) => /"level":50/.test(line) && /server error/.test(line) && /"status":503/.test(line)),
    lines.join('\n'),
  );
  await down.close();
});

test('a first page gives a signed browser id; a valid one is kept, a forged one replaced', async () => {
  const first = await fetch(`${origin}/about-us`);
  const cookies = first.headers.getSetCookie();
  const browser = cookies.find((cookie) => cookie.startsWith('store_browser='));
  assert.match(browser ?? '', /^store_browser=[\w-]{22}\.[\w-]{43}; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);
  assert.ok(browserIdFrom(browser?.split(';')[0], SECRET));
  const again = await fetch(`${origin}/about-us`, { headers: { cookie: `${browser?.split(';')[0]}; store_bucket=5` } });
  assert.deepEqual(again.headers.getSetCookie(), []);
  const forged = `store_browser=${signedBrowserId('another secret, made up by a caller')}`;
  const replaced = await fetch(`${origin}/about-us`, { headers: { cookie: `${forged}; store_bucket=5` } });
  assert.equal(replaced.headers.getSetCookie().filter((cookie) => cookie.startsWith('store_browser=')).length, 1);
});

test('over HTTPS (HSTS sent) the bucket and browser cookies are Secure', async () => {
  const answer = await fetch(`${origin}/about-us`, { headers: { 'x-forwarded-proto': 'https' } });
  assert.match(answer.headers.get('strict-transport-security') ?? '', /max-age/);
  const cookies = answer.headers.getSetCookie();
  assert.equal(cookies.length, 2);
  for (const cookie of cookies) assert.match(cookie, /; Secure$/, cookie);
  const plain = (await fetch(`${origin}/about-us`)).headers.getSetCookie();
  for (const cookie of plain) assert.doesNotMatch(cookie, /Secure/, cookie);
});

test('the edge tells the api how many pages it served per remote version', async () => {
  // The pages of the tests before are sent with the next flush (every 2 s); then count afresh.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  served.length = 0;
  for (let i = 0; i < 3; i += 1) await fetch(`${origin}/about-us`, { headers: { cookie: 'store_bucket=5' } });
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const pages = served
    .flatMap((body) => (body as { served: Array<{ remote: string; version: string; pages: number }> }).served)
    .filter((entry) => entry.remote === 'mfe-content')
    .reduce((sum, entry) => sum + entry.pages, 0);
  assert.equal(pages, 3);
});
