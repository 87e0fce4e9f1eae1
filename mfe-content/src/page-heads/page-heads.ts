// Each content page's title and meta description: one source for the page in the browser
// (usePageMeta) and for the head the edge writes into the page's server-rendered HTML (loadFirstView).
import { documentTitle, formatINR, FREE_SHIPPING_ABOVE, SUPPORT, type FirstViewLoader } from '@store/shared';
import { COMPANY_NAME, EXPANSION_STATES, FOUNDED_YEAR, listInWords, POLICY, SHOWROOMS_IN_2020 } from '../pages/policy-figures';

export interface PageHead {
  path: string;
  title: string;
  description: string;
}

export const PAGE_HEADS = {
  storeLocator: {
    path: '/store-locator',
    title: 'Store Locator',
    description:
      'Find a Bengal Electronics showroom near you: browse our stores by state, area and pincode, with phone numbers, addresses and map directions.',
  },
  career: {
    path: '/career',
    title: 'Career',
    description: 'Work with Bengal Electronics: drop your resume and apply to join our showroom, service and office teams.',
  },
  contact: {
    path: '/contact-us',
    title: 'Contact Us',
    description: `Contact Bengal Electronics customer care by message, phone or e-mail, or visit us at ${SUPPORT.address}. Open ${SUPPORT.hours} every day.`,
  },
  about: {
    path: '/about-us',
    title: 'About Us',
    description: `${COMPANY_NAME} is a West Bengal electronics and home-appliance chain founded in ${FOUNDED_YEAR}, with about ${SHOWROOMS_IN_2020} showrooms in 2020 and growing across ${listInWords(EXPANSION_STATES)}.`,
  },
  terms: {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    description: `The terms for buying from ${COMPANY_NAME} online: who may buy, orders, prices, payment by Indian cards, cash on delivery, delivery, cancellation, refunds and warranty.`,
  },
  privacy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: `How ${COMPANY_NAME} collects, uses, shares and protects your personal data, our use of cookies, and our delivery, warranty and after-sales terms.`,
  },
  paymentReturn: {
    path: '/payment-return-policies',
    title: 'Payment & Return Policies',
    description: `How to pay at ${COMPANY_NAME}: Indian cards, net banking and UPI online; cash on delivery up to ${POLICY.codLimit} in West Bengal on phone and showroom orders; cancellations within ${POLICY.cancellationWindowDays} days and refunds in ${POLICY.refundWorkingDays} working days.`,
  },
  shippingOptions: {
    path: '/shipping-options',
    title: 'Shipping Options',
    description: `${COMPANY_NAME} delivers within West Bengal: free shipping on orders above ${formatINR(FREE_SHIPPING_ABOVE)}, delivery from ${POLICY.deliveryMinBusinessDays} business days, demonstration and installation from ${POLICY.installationMinBusinessDays} business days.`,
  },
} satisfies Record<string, PageHead>;

/** A content page's first view: no data (its words are in its own bundle), only its head tags. */
export function headOnly(head: PageHead): FirstViewLoader<null> {
  return async (route) => ({
    data: null,
    head: { title: documentTitle(head.title), description: head.description, canonical: `${route.origin}${head.path}` },
  });
}
