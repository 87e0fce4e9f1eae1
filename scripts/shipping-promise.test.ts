// A product page's shipping promise (@store/shared) against what checkout charges on the server
// (the api's priceOrder): the page may promise free shipping only for what the server ships free.
// The api imports no front-end code and shared imports no api code, so the check lives here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { priceOrder } from '../api/src/modules/orders/order-pricing.ts';
import { PAYMENT_METHOD } from '../api/src/modules/orders/place-order.ts';
import { productPromises } from '../shared/src/cart-rules/shipping-rules.ts';

for (const rupees of [1, 4999, 5000, 5000.01, 5001, 64999]) {
  test(`a ₹${rupees} product: free shipping on the page exactly when checkout charges none for it`, () => {
    const paise = Math.round(rupees * 100);
    const charged = priceOrder([{ unitPrice: paise, quantity: 1 }], null).shippingCost;
    const promised = productPromises(rupees);
    assert.equal(promised.includes('Free Shipping'), charged === 0, promised.join(', '));
  });
}

test('no payment-on-delivery promise while checkout takes only online payment', () => {
  assert.match(PAYMENT_METHOD, /^Online payment/);
  assert.ok(!productPromises(6000).some((promise) => /on delivery|cash/i.test(promise)));
});
