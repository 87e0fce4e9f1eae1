import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { postgresHandle } from './db/client.js';
import { answerFor, UNAVAILABLE_MESSAGE } from './errors.js';

/** What a query of the store's own database layer throws when its PostgreSQL `reach` behaves so. */
async function queryError(reach: 'nothing listens' | 'connections cut'): Promise<unknown> {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  if (reach === 'nothing listens') await new Promise((resolve) => server.close(resolve));
  const handle = postgresHandle({ url: `postgres://store@127.0.0.1:${port}/store`, max: 1 });
  try {
    await handle.db.execute(sql`SELECT 1`);
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await handle.close().catch(() => undefined);
    server.close();
  }
}

test('a database that cannot be reached is answered 503 with Retry-After, not 500', async () => {
  for (const reach of ['nothing listens', 'connections cut'] as const) {
    const answer = answerFor(await queryError(reach));
    assert.equal(answer.status, 503, reach);
    assert.deepEqual(answer.payload, { statusCode: 503, body: UNAVAILABLE_MESSAGE }, reach);
    assert.equal(answer.headers?.['Retry-After'], '5', reach);
  }
});

test('any other failure is still a 500 that says nothing of the inside', () => {
  assert.equal(answerFor(new Error('relation "products" does not exist')).status, 500);
  assert.equal(answerFor(Object.assign(new Error('duplicate key'), { code: '23505' })).status, 500);
});
