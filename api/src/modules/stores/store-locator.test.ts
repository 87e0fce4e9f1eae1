import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeEachDatabase } from '../../test-support/test-app.js';
import type { StoreAnswer } from './store-queries.js';

type Nested = Record<string, Record<string, Record<string, StoreAnswer[]>>>;

describeEachDatabase('store-locator', (t) => {
  test('answers about 50 stores nested by state, area and pincode', async () => {
    const { status, json } = await t().get<{ statusCode: number; Response: Nested }>('store-locator');
    assert.equal(status, 200);
    assert.equal(json.statusCode, 200);
    const states = Object.keys(json.Response);
    assert.ok(states.includes('West Bengal'));
    const stores = Object.values(json.Response).flatMap((areas) =>
      Object.values(areas).flatMap((pins) => Object.values(pins).flat()),
    );
    assert.equal(stores.length, 50);
    for (const store of stores) {
      assert.deepEqual(Object.keys(store).sort(), ['address', 'google_location', 'image', 'name', 'phone', 'url']);
    }
    const kolkata = json.Response['West Bengal']!['Kolkata']!;
    assert.ok(Object.keys(kolkata).every((pincode) => /^7\d{5}$/.test(pincode)));
  });
});
