// Price rules of docs/screens.md §4 and §9 as pure functions (how a cart's lines change is @store/runtime's cart-lines). The api recomputes the same rules
// on the server (priceOrder; scripts/cart-pricing.test.ts holds both to one table); these only drive
// what the page shows before the server answers.
import type { CartItem, Coupon, Product } from '@store/runtime';
import { IN_STOCK_ABOVE } from '../constants/constants';
import { fromPaise, toPaise } from '../money/format-inr';
import { shippingFor } from './shipping-rules';

export { productPromises, shippingFor } from './shipping-rules';

export function unitPrice(product: Pick<Product, 'Sale_price' | 'Regular_price'>): number {
  return Number(product.Sale_price || product.Regular_price || 0);
}

export function discountPercent(product: Pick<Product, 'Sale_price' | 'Regular_price'>): number {
  const regular = Number(product.Regular_price || 0);
  const sale = Number(product.Sale_price || 0);
  if (!sale || !regular || regular <= sale) return 0;
  return Math.floor(((regular - sale) / regular) * 100);
}

export function firstImage(images: string | null | undefined): string {
  return (images ?? '').split(',')[0]?.trim() ?? '';
}

export function firstCategory(categories: string | null | undefined): string {
  return (categories ?? '').split(/[,>]/)[0]?.trim() ?? '';
}

/** The id used in /product/{id}: the first segment of the model before a slash. */
export function productIdFromModel(model: string): string {
  return model.split('/')[0] ?? model;
}

export function isPurchasable(availableQty: number | null | undefined): boolean {
  return typeof availableQty === 'number' && availableQty > IN_STOCK_ABOVE;
}

export function cartSubtotal(items: CartItem[]): number {
  const paise = items.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
  return fromPaise(paise);
}

export function cartSummary(items: CartItem[]): { total: number; count: number } {
  return { total: cartSubtotal(items), count: items.length };
}

/** Flat discount_applied wins over discountPercent; the result never goes below 0. */
export function couponDiscount(subtotal: number, coupon: Coupon | null | undefined): number {
  if (!coupon || coupon.validity_status !== 'valid') return 0;
  const flat = Number(coupon.discount_applied || 0);
  const percent = Number(coupon.discountPercent || 0);
  const paise = flat > 0 ? toPaise(flat) : Math.round((toPaise(subtotal) * percent) / 100);
  return fromPaise(Math.min(paise, toPaise(subtotal)));
}

export interface CartTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

export function cartTotals(items: CartItem[], coupon: Coupon | null | undefined): CartTotals {
  const subtotal = cartSubtotal(items);
  const discount = couponDiscount(subtotal, coupon);
  const shipping = items.length ? shippingFor(subtotal) : 0;
  const total = fromPaise(Math.max(0, toPaise(subtotal) - toPaise(discount) + toPaise(shipping)));
  return { subtotal, discount, shipping, total };
}
