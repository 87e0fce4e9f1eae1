// One table of what shoppers type, run through the storefront's rules (@store/shared) and the
// api's (its input-rules and the module checks that use them): the two sides must agree on every
// row. The api imports no front-end code and shared imports no api code, so the table lives here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as api from '../api/src/input-rules.ts';
import * as apiAddress from '../api/src/modules/addresses/address-rules.ts';
import { fieldsFor } from '../shared/src/address/address-fields.ts';
import { checkEmail } from '../api/src/modules/content/form-rules.ts';
import { parsePincode } from '../api/src/modules/delivery/pincodes.ts';
import * as shared from '../shared/src/input-rules/input-rules.ts';

type Rule = 'pincode' | 'phone' | 'email' | 'gstin';

const TABLE: Record<Rule, { valid: string[]; invalid: string[] }> = {
  pincode: {
    valid: ['700016', '734001', '110001', '999999'],
    invalid: ['070016', '000000', '70001', '7000160', '70 016', '7OOO16', 'abcdef', '७०००१६', ''],
  },
  phone: {
    valid: ['9830098300', '0332220000', '6000000000'],
    invalid: ['983009830', '98300983001', '98300-9830', '+919830098', '98300 9830', '983009830a', ''],
  },
  email: {
    valid: ['asha@example.in', 'a.b+tag@mail.co.uk', 'x@y.io', `${'a'.repeat(180)}@example.in`],
    invalid: [
      'asha@example',
      'asha@example.c',
      'a b@c.in',
      'asha.example.in',
      'asha@@example.in',
      'asha@example.i1',
      `${'a'.repeat(250)}@example.in`,
      '',
    ],
  },
  gstin: {
    valid: ['27AAPFU0939F1ZV', '27aapfu0939f1zv', '19ABCDE1234F1ZX', '19AABCU9603R1ZK'],
    invalid: [
      '27AAPFU0939F1ZW', // wrong check character
      '19ABCDE1234F1Z5', // 15 letters and digits but not a GSTIN
      '40AAPFU0939F1ZV', // no such state code
      '27AAPFU0939F0ZV', // entity number 0
      '27AAPF00939F1ZV', // not a PAN
      '27AAPFU0939F1AV', // 14th character must be Z
      '27AAPFU0939F1Z', // 14 characters
      'ABCDEFGHIJKLMNO',
      '',
    ],
  },
};

const BILLING = {
  first_name: 'Asha',
  last_name: 'Roy',
  country_region: 'India',
  landmark: 'Near the park',
  street_address: '1 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
  phone: '9830098300',
  email: 'asha@example.in',
};

/** Where the api checks each input on its way in, besides its input-rules module. */
const API_PATHS: Record<Rule, Array<[string, (value: string) => boolean]>> = {
  pincode: [
    ['pincode-check', (value) => parsePincode(value) !== null],
    ['address-registration', (value) => 'address' in apiAddress.checkAddress('shipping', { ...BILLING, pincode: value })],
  ],
  phone: [['address-registration', (value) => 'address' in apiAddress.checkAddress('billing', { ...BILLING, phone: value })]],
  email: [
    ['contact-submit', (value) => value !== '' && passes(() => checkEmail(value, true))],
    ['address-registration', (value) => 'address' in apiAddress.checkAddress('billing', { ...BILLING, email: value })],
  ],
  gstin: [
    [
      'address-registration',
      (value) => value !== '' && 'address' in apiAddress.checkAddress('billing', { ...BILLING, gstin: value }),
    ],
  ],
};

function passes(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}

const SHARED: Record<Rule, (value: string) => boolean> = {
  pincode: shared.isPincode,
  phone: shared.isPhone,
  email: shared.isEmail,
  gstin: shared.isGstin,
};
const API: Record<Rule, (value: string) => boolean> = {
  pincode: api.isPincode,
  phone: api.isPhone,
  email: api.isEmail,
  gstin: api.isGstin,
};

for (const rule of Object.keys(TABLE) as Rule[]) {
  test(`${rule}: the storefront and the api agree on every row`, () => {
    const rows = [
      ...TABLE[rule].valid.map((value) => [value, true] as const),
      ...TABLE[rule].invalid.map((value) => [value, false] as const),
    ];
    for (const [value, expected] of rows) {
      assert.equal(SHARED[rule](value), expected, `@store/shared ${rule} rule on ${JSON.stringify(value)}`);
      assert.equal(API[rule](value), expected, `api ${rule} rule on ${JSON.stringify(value)}`);
      for (const [call, check] of API_PATHS[rule]) {
        assert.equal(check(value), expected, `api ${call} on ${rule} ${JSON.stringify(value)}`);
      }
    }
  });
}

test('the address forms ask for the fields the api takes, and require the ones it requires', () => {
  const api = {
    billing: { fields: apiAddress.BILLING_FIELDS, required: apiAddress.BILLING_REQUIRED },
    shipping: { fields: apiAddress.SHIPPING_FIELDS, required: apiAddress.SHIPPING_REQUIRED },
  };
  for (const kind of ['billing', 'shipping'] as const) {
    const form = fieldsFor(kind);
    assert.deepEqual(form.map((field) => field.name).sort(), [...api[kind].fields].sort(), `${kind} fields`);
    const required = form.filter((field) => field.required).map((field) => field.name);
    assert.deepEqual(required.sort(), [...api[kind].required].sort(), `${kind} required fields`);
  }
});
