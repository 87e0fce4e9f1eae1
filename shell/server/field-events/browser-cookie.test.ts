import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserIdFrom, signedBrowserId } from './browser-cookie';

const SECRET = 'browser-cookie-test-secret-of-32-chars!';
const OTHER = 'another-secret-another-secret-another!';

test('a cookie once checked is known again, only under the secret that signed it', () => {
  const value = signedBrowserId(SECRET, 'AAAAAAAAAAAAAAAAAAAAAA');
  const cookie = `a=1; store_browser=${value}`;
  assert.equal(browserIdFrom(cookie, SECRET), 'AAAAAAAAAAAAAAAAAAAAAA');
  assert.equal(browserIdFrom(cookie, SECRET), 'AAAAAAAAAAAAAAAAAAAAAA', 'again, remembered');
  assert.equal(browserIdFrom(cookie, OTHER), undefined, 'another secret never accepts it');
  const [id, signature = ''] = value.split('.');
  const forged = `store_browser=${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
  assert.equal(browserIdFrom(forged, SECRET), undefined, 'the id with a changed signature');
  assert.equal(browserIdFrom(forged, SECRET), undefined, 'and again');
});
