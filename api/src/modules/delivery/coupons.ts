// Coupons: a code (any case) to its discount and whether it is valid now. Checkout uses the
// same lookup, so the browser's idea of a discount never counts.
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/database.js';

export interface CouponFound {
  code: string;
  kind: 'flat' | 'percent';
  amountPaise: number | null;
  percent: number | null;
  valid: boolean;
}

export async function findCoupon(db: Executor, code: string, now = new Date()): Promise<CouponFound | null> {
  const [coupon] = await rows<{
    code: string;
    kind: 'flat' | 'percent';
    amount_paise: number | null;
    percent: string | null;
    valid: boolean;
  }>(
    db,
    sql`SELECT code, kind, amount_paise, percent::text AS percent,
               (valid_from <= ${now.toISOString()}::timestamptz AND (valid_to IS NULL OR valid_to >= ${now.toISOString()}::timestamptz)) AS valid
        FROM coupons WHERE code = ${code.trim().toUpperCase()}`,
  );
  if (!coupon) return null;
  return {
    code: coupon.code,
    kind: coupon.kind,
    amountPaise: coupon.amount_paise === null ? null : Number(coupon.amount_paise),
    percent: coupon.percent === null ? null : Number(coupon.percent),
    valid: coupon.valid,
  };
}

/** The discount in paise on a subtotal: flat first, else percent; never more than the subtotal (docs/screens.md §9). */
export function couponDiscountPaise(coupon: CouponFound, subtotalPaise: number): number {
  if (!coupon.valid) return 0;
  const raw = coupon.kind === 'flat' ? (coupon.amountPaise ?? 0) : Math.round((subtotalPaise * (coupon.percent ?? 0)) / 100);
  return Math.min(raw, subtotalPaise);
}
