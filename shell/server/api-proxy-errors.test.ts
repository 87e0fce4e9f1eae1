// When the edge cannot pass a call to the api it answers a plain message, never its internal error
// text: 413 for a body over the api's limit (before sending any of it), 503 when the api is down,
// 502 when the api drops the connection.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fixedRegistry } from './edge-registry';
import { createEdgeServer } from './edge-server';
import { releaseTestShell, TEST_SHELL } from './test-support/released-shell';
import { BODY_TOO_LARGE, STORE_UNAVAILABLE } from './api-proxy-errors';

/** The release registry the edge is given (the api's release plane in production). */
const registry = fixedRegistry();

let dir: string;
let api: Server;
let apiPort = 0;
let apiCalls = 0;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-proxy-'));
  releaseTestShell(path.join(dir, 'deploy'));
  registry.set({ shell: TEST_SHELL });
  api = createServer((request, response) => {
    apiCalls += 1;
    if (request.url === '/api/drop') {
      request.socket.destroy();
      return;
    }
    request.resume();
    request.on('end', () => response.end('{"statusCode":200,"body":"ok"}'));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiPort = (api.address() as { port: number }).port;
});

after(() => {
  api.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const edge = (port: number) =>
  createEdgeServer({
    registry,
    deployDir: path.join(dir, 'deploy'),
    apiUrl: `http://127.0.0.1:${port}`,
    bodyLimits: { bodyBytes: 1024, multipartBytes: 4096 },
  });

test('a body over the limit is a 413 and never reaches the api', async () => {
  const app = await edge(apiPort);
  const before = apiCalls;
  const json = await app.inject({
    method: 'POST',
    url: '/api/contact-submit',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ message: 'x'.repeat(2000) }),
  });
  assert.equal(json.statusCode, 413);
  assert.deepEqual(json.json(), { statusCode: 413, body: BODY_TOO_LARGE });
  const upload = await app.inject({
    method: 'POST',
    url: '/api/career-submit',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: 'y'.repeat(5000),
  });
  assert.equal(upload.statusCode, 413);
  assert.equal(apiCalls, before);
  // Within the limits the call goes through.
  const small = await app.inject({
    method: 'POST',
    url: '/api/contact-submit',
    headers: { 'content-type': 'application/json' },
    payload: '{"a":1}',
  });
  assert.equal(small.statusCode, 200);
  const upload2 = await app.inject({
    method: 'POST',
    url: '/api/career-submit',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: 'y'.repeat(2000),
  });
  assert.equal(upload2.statusCode, 200);
  await app.close();
});

test('the api down is a 503 with a plain message', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as { port: number }).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const app = await edge(port);
  // Over a real socket: a POST's body stream fails with the connection, as in the browser.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/excel-data?field=Model&value=X`;
  for (const init of [
    { method: 'GET' },
    { method: 'POST', body: '{}' },
    { method: 'POST', body: JSON.stringify({ a: 'x'.repeat(100) }) },
  ]) {
    const answer = await fetch(url, { ...init, headers: { 'content-type': 'application/json' } });
    const text = await answer.text();
    assert.equal(answer.status, 503, `${init.method} ${text}`);
    assert.deepEqual(JSON.parse(text), { statusCode: 503, body: STORE_UNAVAILABLE });
    assert.doesNotMatch(text, /ECONNREFUSED|127\.0\.0\.1|connect/);
  }
  await app.close();
});

test('the api dropping the connection is a 502 with the same plain message', async () => {
  const app = await edge(apiPort);
  const answer = await app.inject({ method: 'POST', url: '/api/drop', payload: {} });
  assert.equal(answer.statusCode, 502);
  assert.deepEqual(answer.json(), { statusCode: 502, body: STORE_UNAVAILABLE });
  await app.close();
});
