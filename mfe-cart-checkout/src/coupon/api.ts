// coupon-retrieve (api/CALLS.md): 200 with body.validity_status 'valid' is a usable coupon.
import type { Coupon } from '@store/shared';
import { payloadOf, post } from '../common/call';

export type CouponCheck = { kind: 'valid'; coupon: Coupon } | { kind: 'expired' } | { kind: 'invalid' };

export async function retrieveCoupon(couponName: string): Promise<CouponCheck> {
  const { status, data } = await post('coupon-retrieve', { coupon_name: couponName, product_type: 'All' });
  const found = payloadOf<Partial<Coupon>>(data);
  if (status !== 200 || !found) return { kind: 'invalid' };
  if (found.validity_status !== 'valid') return { kind: 'expired' };
  return {
    kind: 'valid',
    coupon: {
      coupon_name: found.coupon_name ?? couponName,
      validity_status: 'valid',
      discount_applied: found.discount_applied ?? null,
      discountPercent: found.discountPercent ?? null,
    },
  };
}
