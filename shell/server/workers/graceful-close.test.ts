import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { gracefulClose } from './graceful-close';

test('a closing worker answers the request in flight and closes its kept-alive connection at once', async () => {
  const app = Fastify({ return503OnClosing: false });
  app.get('/', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return 'answered';
  });
  const close = gracefulClose(app);
  await app.listen({ port: 3523, host: '127.0.0.1' });
  const started = Date.now();
  // fetch keeps its connection alive, as a load balancer's pool does.
  const answer = fetch('http://127.0.0.1:3523/').then(async (response) => ({
    status: response.status,
    body: await response.text(),
    connection: response.headers.get('connection'),
  }));
  await new Promise((resolve) => setTimeout(resolve, 100));
  await close();
  assert.ok(Date.now() - started < 3000, `the close took ${Date.now() - started} ms`);
  assert.deepEqual(await answer, { status: 200, body: 'answered', connection: 'close' });
});
