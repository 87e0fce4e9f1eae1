import assert from 'node:assert/strict';
import { test } from 'node:test';
import { publicOrigin } from './public-origin';

test('PUBLIC_ORIGIN is the origin of absolute URLs, a trailing slash allowed', () => {
  assert.equal(publicOrigin({ PUBLIC_ORIGIN: 'https://shop.example.in' }), 'https://shop.example.in');
  assert.equal(publicOrigin({ PUBLIC_ORIGIN: ' https://Shop.Example.in:8443/ ' }), 'https://shop.example.in:8443');
});

test('without PUBLIC_ORIGIN the edge names its own local address', () => {
  assert.equal(publicOrigin({ PORT: '3320' }), 'http://localhost:3320');
  assert.equal(publicOrigin({}), 'http://localhost:3000');
});

test('a PUBLIC_ORIGIN that is not a bare http(s) origin stops the edge with the reason', () => {
  const cases: Array<[string, RegExp]> = [
    ['shop.example.in', /not an address/],
    ['ftp://shop.example.in', /http or https only/],
    ['https://user:secret@shop.example.in', /no user or password/],
    ['https://shop.example.in/store', /no path, query or fragment/],
    ['https://shop.example.in/?x=1', /no path, query or fragment/],
    ['https://shop.example.in/#top', /no path, query or fragment/],
  ];
  for (const [value, reason] of cases) {
    assert.throws(
      () => publicOrigin({ PUBLIC_ORIGIN: value }),
      (error: Error) => {
        assert.match(error.message, /^PUBLIC_ORIGIN must be the store's address/);
        assert.match(error.message, reason);
        return true;
      },
    );
  }
});
