// The coupon texts of docs/screens.md §5 and §8: their keys in this section's catalogues, whose
// English is the spec's word for word.
export const COUPON_MESSAGES = {
  empty: 'coupon.empty',
  invalid: 'coupon.invalid',
  expired: 'coupon.expired',
  applied: 'coupon.applied',
} as const;
