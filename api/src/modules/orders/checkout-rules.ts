import type { Executor } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import { findCoupon } from '../delivery/coupons.js';
import { isDeliverable as deliverable, parsePincode } from '../delivery/pincodes.js';
import type { CouponTerms } from './order-pricing.js';

export const CART_EMPTY = 'Cart is empty';
export const NOT_DELIVERABLE = 'Delivery is not available in your area';
export const MAX_LINES = 100;
export const MAX_QUANTITY = 100;

export interface CartRequestLine {
  model: string;
  quantity: number;
}

/** Only model and quantity are read from the browser's cart; names and prices come from the database. */
export function readCart(cart: unknown): CartRequestLine[] {
  if (cart === undefined || cart === null || (Array.isArray(cart) && cart.length === 0)) throw new ApiError(400, CART_EMPTY);
  if (!Array.isArray(cart)) throw new ApiError(400, 'cart must be a list of items');
  if (cart.length > MAX_LINES) throw new ApiError(400, `A cart can hold at most ${MAX_LINES} lines`);
  const merged = new Map<string, CartRequestLine>();
  for (const [index, item] of cart.entries()) {
    const line = item as { model?: unknown; quantity?: unknown } | null;
    const model = typeof line?.model === 'string' ? line.model.trim() : '';
    if (model === '' || model.length > 200) throw new ApiError(400, `cart[${index}].model is required`);
    const quantity = typeof line?.quantity === 'string' && /^\d+$/.test(line.quantity) ? Number(line.quantity) : line?.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
      throw new ApiError(400, `cart[${index}].quantity must be a whole number from 1 to ${MAX_QUANTITY}`);
    }
    const key = model.toLowerCase();
    const existing = merged.get(key);
    if (existing) existing.quantity += quantity;
    else merged.set(key, { model, quantity });
  }
  for (const line of merged.values()) {
    if (line.quantity > MAX_QUANTITY) throw new ApiError(400, `At most ${MAX_QUANTITY} of one product per order`);
  }
  return [...merged.values()];
}

/** The browser may send the stored coupon object, its name, or nothing. */
export function couponCodeOf(coupon: unknown): string | null {
  if (coupon === undefined || coupon === null || coupon === '') return null;
  const name = typeof coupon === 'string' ? coupon : (coupon as { coupon_name?: unknown }).coupon_name;
  if (name === undefined || name === null || name === '') return null;
  if (typeof name !== 'string' || name.length > 50) throw new ApiError(400, 'Invalid coupon code!');
  return name.trim().toUpperCase() || null;
}

/** The same lookups as coupon-retrieve and pincode-check, so checkout and the cart page agree. */
export async function couponTerms(db: Executor, code: string): Promise<CouponTerms> {
  const coupon = await findCoupon(db, code);
  if (!coupon) throw new ApiError(400, 'Invalid coupon code!');
  if (!coupon.valid) throw new ApiError(400, 'Coupon no longer valid!');
  return coupon.kind === 'flat'
    ? { discountApplied: coupon.amountPaise, discountPercent: null }
    : { discountApplied: null, discountPercent: coupon.percent };
}

export async function isDeliverable(db: Executor, pincode: string): Promise<boolean> {
  const parsed = parsePincode(pincode);
  return parsed !== null && deliverable(db, parsed);
}
