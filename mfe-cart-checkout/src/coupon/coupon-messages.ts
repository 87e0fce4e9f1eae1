// The coupon texts of docs/screens.md §5 and §8, word for word.
export const COUPON_MESSAGES = {
  empty: 'Please enter a valid coupon code.',
  invalid: 'Invalid coupon code!',
  expired: 'Coupon no longer valid!',
  applied: 'Coupon applied successfully!',
} as const;
