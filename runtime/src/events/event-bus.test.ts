import { emit, on } from './event-bus';

test('a handler hears the events of its name until it unsubscribes', () => {
  const heard: boolean[] = [];
  const off = on('auth:changed', (detail) => heard.push(detail.loggedIn));
  emit('auth:changed', { loggedIn: true });
  emit('login-modal:open', { view: 'login' });
  off();
  emit('auth:changed', { loggedIn: false });
  expect(heard).toEqual([true]);
});
