import { on, tokenStore } from '@store/runtime';
import { ApiError, STORE_UNAVAILABLE } from './api-client';
import { callWithToken, SessionExpiredError } from './call-with-token';
import { requestApi, serverMessage } from './request-api';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

function answer(status: number, body: unknown) {
  return { ok: status < 400, status, text: async () => (typeof body === 'string' ? body : JSON.stringify(body)) };
}

test('requestApi returns a 4xx as an answer, with or without statusCode in the body', async () => {
  fetchMock.mockResolvedValueOnce(answer(400, { statusCode: 400, body: 'Cart is empty' }));
  expect(await requestApi('check-out')).toMatchObject({ status: 400, ok: false, message: 'Cart is empty' });
  fetchMock.mockResolvedValueOnce(answer(409, 'This order has expired, please place it again'));
  expect(await requestApi('payment-gateway')).toMatchObject({
    status: 409,
    message: 'This order has expired, please place it again',
  });
});

test('requestApi throws ApiError for a 5xx, a 5xx statusCode-in-body and a network failure', async () => {
  fetchMock.mockResolvedValueOnce(answer(503, { message: 'Service unavailable' }));
  await expect(requestApi('x')).rejects.toEqual(new ApiError(STORE_UNAVAILABLE, 503));
  fetchMock.mockResolvedValueOnce(answer(200, { statusCode: 500, body: 'Database down' }));
  await expect(requestApi('x')).rejects.toEqual(new ApiError('Database down', 500));
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(requestApi('x')).rejects.toEqual(new ApiError(STORE_UNAVAILABLE, 0));
});

test('callWithToken sends the token with the payload, or inside body when the call wants it', async () => {
  fetchMock.mockResolvedValue(answer(200, { statusCode: 200, body: '[]' }));
  expect(await callWithToken('retrive-order', 'tok', { page: 1 })).toMatchObject({ status: 200, body: [] });
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ token: 'tok', page: 1 });
  await callWithToken('payment-gateway', 'tok', { amount: 5 }, { inBody: true });
  expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({ body: { token: 'tok', amount: 5 } });
});

test('a 401 logs the shopper out, tells them once, and throws SessionExpiredError', async () => {
  tokenStore.getState().set('old');
  const notices: string[] = [];
  const off = on('notice:show', ({ text }) => notices.push(text));
  fetchMock.mockResolvedValue(answer(401, 'Session expired, please log in again'));
  const both = [callWithToken('user-info', 'old'), callWithToken('retrive-order', 'old')];
  for (const call of both) await expect(call).rejects.toBeInstanceOf(SessionExpiredError);
  expect(tokenStore.getState().value).toBeNull();
  expect(notices).toEqual(['Session expired, please log in again']);
  off();
});

test('serverMessage gives the words of a 5xx that explains itself, nothing for a network failure', async () => {
  fetchMock.mockResolvedValueOnce(answer(502, { statusCode: 502, body: 'Payment provider unavailable' }));
  const refused = await requestApi('payment-gateway').catch((error: unknown) => error);
  expect(serverMessage(refused)).toBe('Payment provider unavailable');
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  expect(serverMessage(await requestApi('x').catch((error: unknown) => error))).toBeUndefined();
});
