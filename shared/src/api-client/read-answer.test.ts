import { readAnswer } from './read-answer';

test.each([
  ['a bare payload', [{ Model: 'A1' }], 200, { status: 200, ok: true, body: [{ Model: 'A1' }], message: undefined }],
  [
    'statusCode-in-body wins over HTTP',
    { statusCode: 404, body: 'Invalid coupon code!' },
    200,
    { status: 404, ok: false, body: null, message: 'Invalid coupon code!' },
  ],
  ['a body object', { statusCode: 200, body: { a: 1 } }, 200, { status: 200, ok: true, body: { a: 1 }, message: undefined }],
  [
    'a JSON-text body with NaN',
    { statusCode: 200, body: '{"a":NaN}' },
    200,
    { status: 200, ok: true, body: { a: null }, message: undefined },
  ],
  [
    'a JSON-text body carrying a message',
    { statusCode: 201, body: '{"token":"t1","message":"Logged in"}' },
    200,
    { status: 201, ok: true, body: { token: 't1', message: 'Logged in' }, message: 'Logged in' },
  ],
  [
    'a nested message',
    { statusCode: 409, body: { message: 'Only 1 left of LG43' } },
    200,
    { status: 409, ok: false, body: { message: 'Only 1 left of LG43' }, message: 'Only 1 left of LG43' },
  ],
  [
    'a message field and the HTTP status',
    { message: 'Nope' },
    422,
    { status: 422, ok: false, body: { message: 'Nope' }, message: 'Nope' },
  ],
  [
    'an answer that is words',
    'Session expired, please log in again',
    401,
    { status: 401, ok: false, body: null, message: 'Session expired, please log in again' },
  ],
  ['no answer at all', null, 204, { status: 204, ok: true, body: null, message: undefined }],
  [
    'blank words are no message',
    { statusCode: 400, body: '  ' },
    200,
    { status: 400, ok: false, body: null, message: undefined },
  ],
])('%s', (_name, raw, httpStatus, expected) => {
  expect(readAnswer(raw, httpStatus)).toEqual({ ...expected, raw });
});
