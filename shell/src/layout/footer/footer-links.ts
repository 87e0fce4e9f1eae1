import { HEADER_CATEGORIES, categoryLabel } from '@store/shared';

export interface FooterLink {
  to: string;
  label: string;
}

export const FOOTER_GROUPS: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Find It Fast',
    links: HEADER_CATEGORIES.slice(0, 7).map((category) => ({
      to: `/category/${encodeURIComponent(category)}`,
      label: categoryLabel(category),
    })),
  },
  {
    title: 'Terms & Conditions',
    links: [
      { to: '/about-us', label: 'About Us' },
      { to: '/terms-and-conditions', label: 'Terms and Conditions' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/payment-return-policies', label: 'Payment & Return Policies' },
      { to: '/shipping-options', label: 'Shipping Options' },
    ],
  },
  {
    title: 'Customer Care',
    links: [
      { to: '/my-account', label: 'My Account' },
      { to: '/register-login', label: 'Track Your Order' },
      { to: '/store-locator', label: 'Store Locator' },
      { to: '/contact-us', label: 'Contact Us' },
      { to: '/career', label: 'Career' },
      { to: '/wishlist', label: 'Wishlist' },
      { to: '/compare', label: 'Compare' },
    ],
  },
];

export const PAYMENT_METHODS = ['Mastercard', 'Visa', 'American Express', 'UPI', 'Rupay', 'Net Banking'] as const;

/** The icon of each network the api's social-links call may name (api/CALLS.md). */
export const SOCIAL_ICONS: Record<string, { label: string; path: string }> = {
  facebook: { label: 'Facebook', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z' },
  instagram: {
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  },
  youtube: { label: 'YouTube', path: 'M22 8s0-3-3-3H5C2 5 2 8 2 8v8s0 3 3 3h14c3 0 3-3 3-3V8zM10 9l5 3-5 3V9z' },
  x: { label: 'X (Twitter)', path: 'M4 4l16 16M20 4 4 20' },
};
