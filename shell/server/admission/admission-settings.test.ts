import assert from 'node:assert/strict';
import { test } from 'node:test';
import { admissionFrom } from './admission-settings';
import { DEFAULT_ADMISSION } from './render-admission';

test('unset or empty settings keep the defaults; set ones are used', () => {
  assert.deepEqual(admissionFrom({}), DEFAULT_ADMISSION);
  assert.deepEqual(admissionFrom({ SERVER_RENDERS_IN_FLIGHT: '', SERVER_RENDERS_PER_ADDRESS: ' ' }), DEFAULT_ADMISSION);
  assert.deepEqual(
    admissionFrom({ SERVER_RENDERS_IN_FLIGHT: '12', SERVER_RENDERS_PER_ADDRESS: '3', PAGES_OVER_SHARE_PER_ADDRESS: '40' }),
    { ...DEFAULT_ADMISSION, inFlight: 12, perAddress: 3, overShare: 40 },
  );
});

test('a setting that is not a whole number from 1 stops the edge with its name', () => {
  for (const value of ['0', '-2', '1.5', 'many'])
    assert.throws(
      () => admissionFrom({ SERVER_RENDERS_PER_ADDRESS: value }),
      /SERVER_RENDERS_PER_ADDRESS must be a whole number from 1/,
    );
});
