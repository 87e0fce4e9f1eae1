import { cart, addToCompare, addToWishlist } from './cart-actions';
import { clearSession, saveToken } from './auth-actions';
import { billingAddressStore, cartStore, compareStore, couponStore, tokenStore, wishlistStore } from './browser-stores';
import type { CompareItem } from '../contracts/entities';

beforeEach(() => {
  for (const store of [cartStore, wishlistStore, compareStore, couponStore, tokenStore, billingAddressStore]) {
    store.getState().clear();
  }
});

test('the cart is stored under "cart" as a bare list, and its subscribers hear each change', () => {
  const heard: number[] = [];
  const off = cartStore.subscribe((state) => heard.push(state.value.length));
  cart.add({ model: 'M1', name: 'Fan', price: 1499, url: 'fan.jpg' });
  cart.add({ model: 'M1', name: 'Fan', price: 1499, url: 'fan.jpg' });
  off();
  expect(JSON.parse(window.localStorage.getItem('cart') ?? 'null')).toEqual([
    { model: 'M1', name: 'Fan', price: 1499, url: 'fan.jpg', quantity: 2 },
  ]);
  expect(heard).toEqual([1, 1]);
});

test("the server's prices replace the cart's own, matched by model whatever its case", () => {
  cart.add({ model: 'M1', name: 'Fan', price: 1499, url: 'fan.jpg' });
  cart.add({ model: 'M2', name: 'Iron', price: 999, url: 'iron.jpg' });
  expect(
    cart.takeServerPrices(
      new Map([
        ['m1', 1399],
        ['m2', 999],
      ]),
    ),
  ).toBe(true);
  expect(cartStore.getState().value.map((item) => item.price)).toEqual([1399, 999]);
  expect(cart.takeServerPrices(new Map([['m1', 1399]]))).toBe(false);
});

test('removing the last item clears the coupon', () => {
  couponStore.getState().set({ coupon_name: 'WELCOME10', validity_status: 'valid', discountPercent: 10 });
  cart.add({ model: 'M1', name: 'Fan', price: 1499, url: 'fan.jpg' });
  cart.remove('M1');
  expect(window.localStorage.getItem('coupon')).toBeNull();
});

test('wishlist and compare ignore a model already there, whatever its case', () => {
  expect(addToWishlist({ model: 'abc', name: 'A', image: '', sale_price: 1, regular_price: 2, in_stock: true })).toBe(true);
  expect(addToWishlist({ model: 'ABC', name: 'A', image: '', sale_price: 1, regular_price: 2, in_stock: true })).toBe(false);
  const item = { model: 'x1', dimmensions: '1x2', catagory: 'Audio' } as CompareItem;
  expect(addToCompare(item)).toBe(true);
  expect(addToCompare({ ...item, model: 'X1' })).toBe(false);
  expect(JSON.parse(window.localStorage.getItem('compareItems') ?? '[]')[0].dimmensions).toBe('1x2');
});

test('the token is a bare string and logout clears the session keys', () => {
  saveToken('abc123');
  billingAddressStore.getState().set({ first_name: 'A' } as never);
  expect(window.localStorage.getItem('token')).toBe('abc123');
  clearSession();
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(window.localStorage.getItem('billing_address')).toBeNull();
});

test('a change made in another tab reaches the store', () => {
  window.localStorage.setItem('wishlist', JSON.stringify([{ model: 'Z' }]));
  window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }));
  expect(wishlistStore.getState().value).toEqual([{ model: 'Z' }]);
});

test('a corrupt stored value reads as empty instead of breaking the page', () => {
  window.localStorage.setItem('cart', '{not json');
  window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
  expect(cartStore.getState().value).toEqual([]);
});
