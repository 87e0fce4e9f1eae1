import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formFields, JOURNEYS, pickJourney } from './journeys.ts';

const { sandboxPage } = await import('../../../api/src/providers/payment/sandbox-page.ts');

const PROVIDER = { name: 'sandbox', key: 'k', salt: 's', formAction: () => '' } as const;
const REQUEST = {
  txnid: 'T1',
  amount: '1299.00',
  productinfo: 'Rockerz & "Pro"',
  firstname: 'Soak',
  email: 'soak@example.in',
  phone: '9830098300',
  surl: 'http://localhost:3570/api/payment-return',
  furl: 'http://localhost:3570/api/payment-return',
};

test("the sandbox page's two buttons are told apart by what they answer, their fields read back as sent", () => {
  const page = sandboxPage(PROVIDER, REQUEST);
  const success = formFields(page, (form) => form.includes('class="success"'));
  const failure = formFields(page, (form) => form.includes('class="failure"'));
  assert.equal(success?.status, 'success');
  assert.equal(failure?.status, 'failure');
  assert.equal(success?.productinfo, 'Rockerz & "Pro"');
  assert.equal(
    formFields(page, (form) => form.includes('/nowhere')),
    null,
  );
});

test('every journey of the mix is picked, browse the most', () => {
  const picked = new Map<string, number>();
  for (let roll = 0; roll < 100; roll += 1) picked.set(pickJourney(roll), (picked.get(pickJourney(roll)) ?? 0) + 1);
  assert.deepEqual([...picked.keys()].sort(), [...JOURNEYS].sort());
  assert.equal(Math.max(...picked.values()), picked.get('browse'));
});
