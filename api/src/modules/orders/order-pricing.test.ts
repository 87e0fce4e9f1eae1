import { test } from 'node:test';
import assert from 'node:assert/strict';
import { priceOrder } from './order-pricing.js';

test('shipping is Rs 197 at exactly Rs 5000 and free one paisa above', () => {
  assert.deepEqual(priceOrder([{ unitPrice: 2500_00, quantity: 2 }], null), {
    subtotal: 5000_00,
    discount: 0,
    shippingCost: 197_00,
    total: 5197_00,
  });
  assert.equal(priceOrder([{ unitPrice: 5000_01, quantity: 1 }], null).shippingCost, 0);
});

test('a flat coupon wins over a percent and the total never goes below shipping', () => {
  assert.equal(
    priceOrder([{ unitPrice: 1000_00, quantity: 1 }], { discountApplied: 500_00, discountPercent: 90 }).discount,
    500_00,
  );
  assert.equal(
    priceOrder([{ unitPrice: 1000_00, quantity: 1 }], { discountApplied: null, discountPercent: 10 }).discount,
    100_00,
  );
  const capped = priceOrder([{ unitPrice: 300_00, quantity: 1 }], { discountApplied: 500_00, discountPercent: null });
  assert.equal(capped.discount, 300_00);
  assert.equal(capped.total, 197_00);
});
