import { messageOf, payloadOf } from './call';

test('payloadOf reads a body object, a JSON-text body or a bare answer', () => {
  expect(payloadOf({ statusCode: 200, body: { a: 1 } })).toEqual({ a: 1 });
  expect(payloadOf({ statusCode: 200, body: '{"a":NaN}' })).toEqual({ a: null });
  expect(payloadOf({ a: 2 })).toEqual({ a: 2 });
  expect(payloadOf({ statusCode: 404, body: 'Invalid coupon code!' })).toBeUndefined();
});

test('messageOf prefers the server message wherever it sits', () => {
  expect(messageOf({ statusCode: 400, body: 'Cart is empty' }, 'x')).toBe('Cart is empty');
  expect(messageOf({ statusCode: 409, body: { message: 'Only 1 left of LG43' } }, 'x')).toBe('Only 1 left of LG43');
  expect(messageOf({ message: 'Nope' }, 'x')).toBe('Nope');
  expect(messageOf(null, 'fallback')).toBe('fallback');
});
