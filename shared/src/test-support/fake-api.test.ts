import { ApiError } from '../api-client/api-client';
import { requestApi } from '../api-client/request-api';
import { answer, fakeApi, plainAnswer } from './fake-api';

test('answers a call by its name in the api shape, read through the real client', async () => {
  fakeApi({ 'pincode-check': answer(404, 'Delivery is not available in your area') });
  expect(await requestApi('pincode-check', { body: { pincode: '110001' } })).toMatchObject({
    status: 404,
    ok: false,
    message: 'Delivery is not available in your area',
  });
});

test('records what the page sent: call, query, method and body', async () => {
  const api = fakeApi({ 'excel-data': plainAnswer(200, []), 'check-out': answer(200, 'ok') });
  await requestApi('excel-data', { query: { field: 'Name', value: 'Sony' } });
  await requestApi('check-out', { body: { token: 't-1' } });
  expect(api.sent.map((request) => request.call)).toEqual(['excel-data', 'check-out']);
  expect(api.callsTo('excel-data')[0]?.query.get('value')).toBe('Sony');
  expect(api.callsTo('check-out')[0]?.method).toBe('POST');
  expect(api.bodiesSentTo('check-out')).toEqual([{ token: 't-1' }]);
});

test('several answers come in turn, the last one repeating', async () => {
  fakeApi({ 'store-locator': [plainAnswer(500, 'boom'), answer(200, { stores: 2 })] });
  await expect(requestApi('store-locator')).rejects.toBeInstanceOf(ApiError);
  expect((await requestApi('store-locator')).body).toEqual({ stores: 2 });
  expect((await requestApi('store-locator')).body).toEqual({ stores: 2 });
});

test('a call without an answer fails as a lost network does', async () => {
  fakeApi({});
  await expect(requestApi('logout')).rejects.toMatchObject({ status: 0 });
});
