// Business constants of docs/screens.md §9 and the navigation lists of docs/screens.md §2 that more than one section
// uses (what one section alone uses lives in that section).

export const FREE_SHIPPING_ABOVE = 5000;
export const FLAT_SHIPPING = 197;
export const IN_STOCK_ABOVE = 2;
export const PHONE_LENGTH = 10;

export const TIMERS = {
  bannerAutoplayMs: 3000,
  bannerSpeedMs: 500,
  cardConfirmMs: 8000,
  detailNoticeMs: 3000,
  homeCartNoticeMs: 5000,
  buyNowDelayMs: 1500,
  paymentAutoSubmitMs: 500,
  paymentStateWaitMs: 1000,
  compareRevertMs: 3000,
} as const;

/** Header category dropdown and sidebar (docs/screens.md §2): label shown, value routed to /category/{value}. */
export const HEADER_CATEGORIES = [
  'mobile & tab',
  'mobile accessories',
  'computer & laptop',
  'computer & laptop accessories',
  'tv & home entertainment',
  'kitchen appliances',
  'home appliances',
  'refrigerators',
  'audio',
  'camera',
] as const;

export const SUPPORT = {
  phone: '+91 33 4050 1987',
  phoneHref: 'tel:+913340501987',
  email: 'care@bengalelectronics.in',
  hours: '10.30 AM to 9.00 PM',
  address: '14 Park Street, Kolkata, West Bengal 700016',
  chatUrl: 'https://wa.me/913340501987',
} as const;

export const TAGLINE = 'Homemakers You Can Rely on';
