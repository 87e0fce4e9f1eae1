import { HEADER_CATEGORIES } from '@store/shared';
import type { ShellKey } from '../../i18n/messages';

/** A footer link: its words a key of the shell's catalogue, or a category value (read in the page's language). */
export type FooterLink = { to: string; label: ShellKey } | { to: string; category: string };

export const FOOTER_GROUPS: Array<{ title: ShellKey; links: FooterLink[] }> = [
  {
    title: 'footer.findItFast',
    links: HEADER_CATEGORIES.slice(0, 7).map((category) => ({ to: `/category/${encodeURIComponent(category)}`, category })),
  },
  {
    title: 'footer.terms',
    links: [
      { to: '/about-us', label: 'footer.aboutUs' },
      { to: '/terms-and-conditions', label: 'footer.termsAndConditions' },
      { to: '/privacy-policy', label: 'footer.privacyPolicy' },
      { to: '/payment-return-policies', label: 'footer.paymentReturn' },
      { to: '/shipping-options', label: 'footer.shippingOptions' },
    ],
  },
  {
    title: 'footer.customerCare',
    links: [
      { to: '/my-account', label: 'footer.myAccount' },
      { to: '/register-login', label: 'footer.trackOrder' },
      { to: '/store-locator', label: 'footer.storeLocator' },
      { to: '/contact-us', label: 'footer.contactUs' },
      { to: '/career', label: 'footer.career' },
      { to: '/wishlist', label: 'footer.wishlist' },
      { to: '/compare', label: 'footer.compare' },
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
