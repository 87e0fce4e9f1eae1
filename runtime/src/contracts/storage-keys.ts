// Browser storage keys of docs/screens.md §3. Never rename or reshape these.
export const STORAGE_KEYS = {
  token: 'token',
  cart: 'cart',
  coupon: 'coupon',
  compareItems: 'compareItems',
  wishlist: 'wishlist',
  billingAddress: 'billing_address',
  shippingAddress: 'shipping_address',
  userFormData: 'userFormData',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
