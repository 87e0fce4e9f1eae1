// coupon-retrieve (docs/screens.md §7): 200 with body.validity_status 'valid' is a usable coupon.
import { requestApi, type Coupon } from '@store/shared';

export type CouponCheck = { kind: 'valid'; coupon: Coupon } | { kind: 'expired' } | { kind: 'invalid' };

export async function retrieveCoupon(couponName: string): Promise<CouponCheck> {
  const { status, body: found } = await requestApi<Partial<Coupon>>('coupon-retrieve', {
    body: { coupon_name: couponName, product_type: 'All' },
  });
  if (status !== 200 || typeof found !== 'object' || found === null) return { kind: 'invalid' };
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
