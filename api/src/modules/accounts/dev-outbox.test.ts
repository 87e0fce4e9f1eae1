// The development SMS outbox holds every shopper's OTP: it answers only callers on the same
// machine, judged from the socket, or from the X-Forwarded-For of a proxy on the same machine.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeEachDatabase } from '../../test-support/test-app.js';
import { isLoopbackAddress, SAME_MACHINE_ONLY } from './same-machine.js';

test('loopback addresses', () => {
  for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) assert.ok(isLoopbackAddress(ip), ip);
  for (const ip of ['10.0.0.1', '192.168.1.5', '203.0.113.9', '::ffff:10.0.0.1', 'fe80::1', '', 'localhost', '0.0.0.0'])
    assert.ok(!isLoopbackAddress(ip), ip);
});

describeEachDatabase('development SMS outbox', (t) => {
  const outbox = (remoteAddress: string, forwardedFor?: string) =>
    t().app.inject({
      method: 'GET',
      url: '/api/__dev/outbox?phone=9830012345',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  test('a caller on this machine reads it', async () => {
    assert.equal((await outbox('127.0.0.1')).statusCode, 200);
    assert.equal((await outbox('::1')).statusCode, 200);
    // Through the store's edge (on loopback) for a browser on this machine.
    assert.equal((await outbox('127.0.0.1', '127.0.0.1')).statusCode, 200);
  });

  test('a caller on the network is refused, and told why', async () => {
    for (const [remote, forwarded] of [
      ['192.168.1.20', undefined],
      // A made-up X-Forwarded-For from a caller who is not a trusted proxy is not believed.
      ['192.168.1.20', '127.0.0.1'],
      // The edge on this machine says the browser is elsewhere.
      ['127.0.0.1', '192.168.1.20'],
    ] as const) {
      const answer = await outbox(remote, forwarded);
      assert.equal(answer.statusCode, 403, `${remote} ${forwarded}`);
      assert.deepEqual(answer.json(), { statusCode: 403, body: SAME_MACHINE_ONLY });
    }
  });
});
