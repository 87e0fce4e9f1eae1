import type { Paise } from '../../money.js';

export const FREE_SHIPPING_ABOVE: Paise = 5000_00;
export const SHIPPING_COST: Paise = 197_00;

export interface PricedLine {
  unitPrice: Paise;
  quantity: number;
}

export interface CouponTerms {
  /** Flat amount off; wins over discountPercent when both are set. */
  discountApplied: Paise | null;
  discountPercent: number | null;
}

export interface OrderTotals {
  subtotal: Paise;
  discount: Paise;
  shippingCost: Paise;
  total: Paise;
}

/**
 * docs/screens.md §9: flat coupon first, else percent; never below 0; shipping free only above Rs 5000 of subtotal.
 * The storefront shows the same rules before the order is placed (@store/shared's cartTotals);
 * scripts/cart-pricing.test.ts holds both to one table.
 */
export function priceOrder(lines: readonly PricedLine[], coupon: CouponTerms | null): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  let discount = 0;
  if (coupon?.discountApplied != null && coupon.discountApplied > 0) discount = coupon.discountApplied;
  else if (coupon?.discountPercent != null && coupon.discountPercent > 0)
    discount = Math.round((subtotal * Math.min(coupon.discountPercent, 100)) / 100);
  discount = Math.min(discount, subtotal);
  const shippingCost = subtotal > FREE_SHIPPING_ABOVE ? 0 : SHIPPING_COST;
  return { subtotal, discount, shippingCost, total: subtotal - discount + shippingCost };
}
