import { test } from 'node:test';
import assert from 'node:assert/strict';
import { payuRequestHash, payuResponseHash } from './payu-hash.js';

test("the request hash matches PayU's published example", () => {
  const hash = payuRequestHash(
    {
      key: 'C0Dr8m',
      txnid: '12345',
      amount: '10',
      productinfo: 'Shopping',
      firstname: 'Test',
      email: 'test@test.com',
      udf2: 'abc',
      udf4: '15',
    },
    '3sf0jURk',
  );
  assert.equal(
    hash,
    'ffcdbf04fa5beefdcc2dd476c18bc410f02b3968e7f4f54e8f43f1e1a310bb32e3b4dec9305232bb89db5b1d0c009a53bcace6f4bd8ec2f695baf3d43ba730ce',
  );
});

test('the reverse hash changes with the status and with additionalCharges', () => {
  const base = {
    key: 'C0Dr8m',
    txnid: '12345',
    amount: '10.00',
    productinfo: 'Shopping',
    firstname: 'Test',
    email: 'test@test.com',
  };
  const ok = payuResponseHash({ ...base, status: 'success' }, '3sf0jURk');
  const failed = payuResponseHash({ ...base, status: 'failure' }, '3sf0jURk');
  const charged = payuResponseHash({ ...base, status: 'success', additionalCharges: '5.00' }, '3sf0jURk');
  assert.match(ok, /^[0-9a-f]{128}$/);
  assert.notEqual(ok, failed);
  assert.notEqual(ok, charged);
});
