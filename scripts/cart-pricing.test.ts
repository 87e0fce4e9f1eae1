// The storefront's rules take their types from @store/runtime, whose stores and events are typed
// against the browser's window.
/// <reference lib="dom" />
// One table of carts and coupons, priced by the storefront's rules (@store/shared's cartTotals, what
// the page shows before the server answers) and by the api's (priceOrder, what the order is charged):
// the two sides must agree on every row (docs/screens.md §9). The api imports no front-end code and
// shared imports no api code, so the table lives here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CartItem, Coupon } from '../runtime/src/contracts/entities.ts';
import { rupeesToPaise } from '../api/src/money.ts';
import { FREE_SHIPPING_ABOVE as API_FREE_ABOVE, priceOrder, SHIPPING_COST } from '../api/src/modules/orders/order-pricing.ts';
import { cartTotals } from '../shared/src/cart-rules/cart-rules.ts';
import { FLAT_SHIPPING, FREE_SHIPPING_ABOVE } from '../shared/src/constants/constants.ts';

interface Row {
  name: string;
  /** [unit price in rupees, quantity] */
  lines: [number, number][];
  coupon?: { flat?: number; percent?: number };
  /** What both sides must give, in rupees. */
  expected: { subtotal: number; discount: number; shipping: number; total: number };
}

const TABLE: Row[] = [
  {
    name: 'one line below free shipping',
    lines: [[499, 1]],
    expected: { subtotal: 499, discount: 0, shipping: 197, total: 696 },
  },
  {
    name: 'exactly 5,000 still pays shipping',
    lines: [[2500, 2]],
    expected: { subtotal: 5000, discount: 0, shipping: 197, total: 5197 },
  },
  {
    name: 'one paisa over 5,000 ships free',
    lines: [[5000.01, 1]],
    expected: { subtotal: 5000.01, discount: 0, shipping: 0, total: 5000.01 },
  },
  {
    name: 'paise add up without float drift',
    lines: [
      [999.99, 3],
      [0.1, 2],
    ],
    expected: { subtotal: 3000.17, discount: 0, shipping: 197, total: 3197.17 },
  },
  {
    name: 'a percent coupon is rounded to the paisa',
    lines: [[333.33, 1]],
    coupon: { percent: 10 },
    expected: { subtotal: 333.33, discount: 33.33, shipping: 197, total: 497 },
  },
  {
    name: 'a flat coupon wins over a percent',
    lines: [[12000, 1]],
    coupon: { flat: 500, percent: 10 },
    expected: { subtotal: 12000, discount: 500, shipping: 0, total: 11500 },
  },
  {
    name: 'shipping is judged on the subtotal before the coupon',
    lines: [[5200, 1]],
    coupon: { flat: 500 },
    expected: { subtotal: 5200, discount: 500, shipping: 0, total: 4700 },
  },
  {
    name: 'a discount never takes the goods below 0',
    lines: [[300, 1]],
    coupon: { flat: 500 },
    expected: { subtotal: 300, discount: 300, shipping: 197, total: 197 },
  },
  {
    name: 'a percent over 100 takes the goods to 0, no further',
    lines: [[1000, 2]],
    coupon: { percent: 150 },
    expected: { subtotal: 2000, discount: 2000, shipping: 197, total: 197 },
  },
  {
    name: 'a zero flat amount leaves the percent',
    lines: [[6000, 1]],
    coupon: { flat: 0, percent: 10 },
    expected: { subtotal: 6000, discount: 600, shipping: 0, total: 5400 },
  },
];

const rupees = (paise: number) => paise / 100;

function byStorefront(row: Row) {
  const items: CartItem[] = row.lines.map(([price, quantity], i) => ({
    model: `M${i}`,
    name: `Item ${i}`,
    price,
    url: '',
    quantity,
  }));
  const coupon: Coupon | null = row.coupon
    ? {
        coupon_name: 'TABLE',
        validity_status: 'valid',
        discount_applied: row.coupon.flat ?? null,
        discountPercent: row.coupon.percent ?? null,
      }
    : null;
  return cartTotals(items, coupon);
}

function byApi(row: Row) {
  const totals = priceOrder(
    row.lines.map(([price, quantity]) => ({ unitPrice: rupeesToPaise(price), quantity })),
    row.coupon
      ? {
          discountApplied: row.coupon.flat === undefined ? null : rupeesToPaise(row.coupon.flat),
          discountPercent: row.coupon.percent ?? null,
        }
      : null,
  );
  return {
    subtotal: rupees(totals.subtotal),
    discount: rupees(totals.discount),
    shipping: rupees(totals.shippingCost),
    total: rupees(totals.total),
  };
}

test('the storefront and the api share the shipping constants', () => {
  assert.equal(rupeesToPaise(FREE_SHIPPING_ABOVE), API_FREE_ABOVE);
  assert.equal(rupeesToPaise(FLAT_SHIPPING), SHIPPING_COST);
});

for (const row of TABLE) {
  test(`both sides price a cart alike: ${row.name}`, () => {
    assert.deepEqual(byStorefront(row), row.expected, 'storefront (@store/shared cartTotals)');
    assert.deepEqual(byApi(row), row.expected, 'api (priceOrder)');
  });
}
