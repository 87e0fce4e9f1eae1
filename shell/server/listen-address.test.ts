import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listenHost } from './listen-address';

test('the edge listens on 127.0.0.1 unless HOST says otherwise', () => {
  assert.equal(listenHost({}), '127.0.0.1');
  assert.equal(listenHost({ HOST: ' ' }), '127.0.0.1');
  assert.equal(listenHost({ HOST: '0.0.0.0' }), '0.0.0.0');
  assert.equal(listenHost({ HOST: '::' }), '::');
});
