import { ApiError, callApi, isStoreUnavailable, isSuccess, STORE_UNAVAILABLE } from './api-client';
import { parseBodyString } from './read-answer';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

function answer(status: number, body: unknown) {
  return { ok: status < 400, status, text: async () => (typeof body === 'string' ? body : JSON.stringify(body)) };
}

test('posts JSON to /api/<call> with the query', async () => {
  fetchMock.mockResolvedValue(answer(200, [{ Model: 'A1' }]));
  const result = await callApi('excel-data', { query: { field: 'Model', value: 'A1/B' } });
  expect(result).toEqual([{ Model: 'A1' }]);
  expect(fetchMock.mock.calls[0][0]).toBe('/api/excel-data?field=Model&value=A1%2FB');
  expect(fetchMock.mock.calls[0][1].method).toBe('POST');
});

test('a 4xx with statusCode in the body is an answer the page reads', async () => {
  fetchMock.mockResolvedValue(answer(400, { statusCode: 400, body: 'Cart is empty' }));
  const result = await callApi('check-out', { body: {} });
  expect(isSuccess(result)).toBe(false);
});

test('other failures throw with the server message', async () => {
  fetchMock.mockResolvedValue(answer(500, { message: 'Something broke' }));
  await expect(callApi('slider-fetch', { method: 'GET' })).rejects.toEqual(new ApiError('Something broke', 500));
});

test('the api unreachable behind the edge (502/503/504, even with statusCode in the body) or no answer at all: the store is unavailable', async () => {
  for (const status of [502, 503, 504]) {
    fetchMock.mockResolvedValue(answer(status, { statusCode: status, body: 'The store is unavailable right now.' }));
    const failure = await callApi('excel-data', { query: { field: 'Model', value: 'A1' } }).catch((error: unknown) => error);
    expect(failure).toEqual(new ApiError(STORE_UNAVAILABLE, status));
    expect(isStoreUnavailable(failure)).toBe(true);
  }
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  expect(isStoreUnavailable(await callApi('excel-data').catch((error: unknown) => error))).toBe(true);
  expect(isStoreUnavailable(new ApiError('Cart is empty', 400))).toBe(false);
});

test('a call that takes too long is aborted', async () => {
  jest.useFakeTimers();
  fetchMock.mockImplementation(
    (_url, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
  );
  const pending = callApi('searchFunction', { method: 'GET', timeoutMs: 10_000 });
  jest.advanceTimersByTime(10_000);
  await expect(pending).rejects.toThrow('aborted');
  jest.useRealTimers();
});

test('body strings with NaN parse with null in its place', () => {
  expect(parseBodyString<{ a: null }[]>('[{"a": NaN}]')).toEqual([{ a: null }]);
  expect(parseBodyString([1])).toEqual([1]);
});
