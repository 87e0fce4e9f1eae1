import { addToCart, setQuantity, type CartItem } from '@store/runtime';
import {
  cartSummary,
  cartTotals,
  couponDiscount,
  discountPercent,
  firstCategory,
  isPurchasable,
  productIdFromModel,
  productPromises,
  shippingFor,
} from './cart-rules';

const tv: CartItem = { model: 'LG43UR/ABC', name: 'LG 43 inch TV', price: 999.99, url: 'a.jpg', quantity: 1 };

test('adding an existing model adds one to its quantity', () => {
  const once = addToCart([], tv);
  const twice = addToCart(once, tv);
  expect(twice).toHaveLength(1);
  expect(twice[0]?.quantity).toBe(2);
});

test('summary: total to 2 decimals and count of lines', () => {
  const items = setQuantity(addToCart([], tv), tv.model, 3);
  expect(cartSummary(items)).toEqual({ total: 2999.97, count: 1 });
});

test('quantity below 1 or not a whole number becomes 1', () => {
  expect(setQuantity([tv], tv.model, 0)[0]?.quantity).toBe(1);
  expect(setQuantity([tv], tv.model, Number.NaN)[0]?.quantity).toBe(1);
});

test('shipping is 197 at or below 5000 and free above', () => {
  expect(shippingFor(5000)).toBe(197);
  expect(shippingFor(5000.01)).toBe(0);
  expect(shippingFor(4999.99)).toBe(197);
});

test('flat coupon wins over percent and never takes the total below 0', () => {
  expect(couponDiscount(1000, { coupon_name: 'X', validity_status: 'valid', discount_applied: 500, discountPercent: 10 })).toBe(
    500,
  );
  expect(couponDiscount(1000, { coupon_name: 'X', validity_status: 'valid', discountPercent: 10 })).toBe(100);
  expect(couponDiscount(300, { coupon_name: 'X', validity_status: 'valid', discount_applied: 500 })).toBe(300);
  expect(couponDiscount(1000, { coupon_name: 'X', validity_status: 'expired', discount_applied: 500 })).toBe(0);
});

test('totals add shipping at or below 5000', () => {
  const items = setQuantity([tv], tv.model, 3);
  expect(cartTotals(items, null)).toEqual({ subtotal: 2999.97, discount: 0, shipping: 197, total: 3196.97 });
  expect(cartTotals([], null).total).toBe(0);
});

test('discount percent is floored and 0 without a sale price', () => {
  expect(discountPercent({ Sale_price: 66.67, Regular_price: 100 })).toBe(33);
  expect(discountPercent({ Sale_price: null, Regular_price: 100 })).toBe(0);
});

test('stock above 2 is purchasable', () => {
  expect(isPurchasable(2)).toBe(false);
  expect(isPurchasable(3)).toBe(true);
  expect(isPurchasable(undefined)).toBe(false);
});

test('model and category helpers take the first segment', () => {
  expect(productIdFromModel('ABC123/XYZ')).toBe('ABC123');
  expect(firstCategory('Home Appliances>Refrigerators')).toBe('Home Appliances');
  expect(firstCategory('Audio, Speakers')).toBe('Audio');
});

test('a product page promises free shipping exactly when the cart would not charge it for that product alone', () => {
  for (const price of [4999, 5000, 5000.01, 5001]) {
    const item: CartItem = { ...tv, price };
    const promised = productPromises(price);
    expect(promised.includes('Free Shipping')).toBe(cartTotals([item], null).shipping === 0);
  }
  expect(productPromises(4999)[0]).toBe('Free Shipping above ₹5,000.00');
});
