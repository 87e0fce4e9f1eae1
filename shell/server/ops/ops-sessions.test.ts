import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OpsSessions, sessionIdFrom } from './ops-sessions';

const TOKEN = 'a-token-of-at-least-thirty-two-characters';

test('a session opened on one edge worker is known on another with the same token, with the same anti-forgery token', () => {
  const { cookie } = new OpsSessions(TOKEN).open('Asha Sen', false);
  const id = sessionIdFrom(cookie.split(';')[0]);
  const here = new OpsSessions(TOKEN).find(id);
  const there = new OpsSessions(TOKEN).find(id);
  assert.equal(here?.name, 'Asha Sen');
  assert.equal(there?.csrf, here?.csrf);
  assert.equal(new OpsSessions(`${TOKEN}-other`).find(id), undefined);
});

test('an altered or logged-out session is refused', () => {
  const sessions = new OpsSessions(TOKEN);
  const { id } = sessions.open('Asha Sen', false);
  const [random, expires, , mac] = id.split('.');
  const renamed = `${random}.${expires}.${Buffer.from('Someone Else').toString('base64url')}.${mac}`;
  const extended = `${random}.${Number(expires) + 1e9}.${id.split('.')[2]}.${mac}`;
  assert.equal(sessions.find(renamed), undefined);
  assert.equal(sessions.find(extended), undefined);
  sessions.close(id, false);
  assert.equal(sessions.find(id), undefined);
});
