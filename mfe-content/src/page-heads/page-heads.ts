// Each content page's title and meta description: one source for the page in the browser
// (usePageHead) and for the head the edge writes into the page's server-rendered HTML (loadFirstView),
// in the page's language.
import {
  DEFAULT_LANGUAGE,
  documentTitle,
  formatINR,
  FREE_SHIPPING_ABOVE,
  isLanguage,
  loadLanguage,
  sharedMessages,
  translate,
  useLanguage,
  usePageMeta,
  useSharedT,
  type FirstViewLoader,
  type Language,
} from '@store/shared';
import { contentMessages, useContentT, type ContentKey } from '../i18n/messages';
import { COMPANY_NAME, FOUNDED_YEAR, POLICY, SHOWROOMS_IN_2020, statesInWords } from '../pages/policy-figures';

export interface PageHead {
  path: string;
  title: ContentKey;
  description: ContentKey;
  /** Its first view shows pictures (the showrooms'); the others are text. */
  showsPictures?: true;
}

export const PAGE_HEADS = {
  storeLocator: {
    path: '/store-locator',
    title: 'heads.storeLocator.title',
    description: 'heads.storeLocator.description',
    showsPictures: true,
  },
  career: { path: '/career', title: 'heads.career.title', description: 'heads.career.description' },
  contact: { path: '/contact-us', title: 'heads.contact.title', description: 'heads.contact.description' },
  about: { path: '/about-us', title: 'heads.about.title', description: 'heads.about.description' },
  terms: { path: '/terms-and-conditions', title: 'heads.terms.title', description: 'heads.terms.description' },
  privacy: { path: '/privacy-policy', title: 'heads.privacy.title', description: 'heads.privacy.description' },
  paymentReturn: {
    path: '/payment-return-policies',
    title: 'heads.paymentReturn.title',
    description: 'heads.paymentReturn.description',
  },
  shippingOptions: {
    path: '/shipping-options',
    title: 'heads.shippingOptions.title',
    description: 'heads.shippingOptions.description',
  },
} as const satisfies Record<string, PageHead>;

/** What the descriptions name, in a language (its catalogues loaded). */
function headValues(language: Language) {
  return {
    company: COMPANY_NAME,
    founded: FOUNDED_YEAR,
    showrooms: SHOWROOMS_IN_2020,
    states: statesInWords((key) => translate(contentMessages, language, key), language),
    address: translate(sharedMessages, language, 'support.address'),
    hours: translate(sharedMessages, language, 'support.hours'),
    codLimit: formatINR(POLICY.codLimit, language),
    cancelDays: POLICY.cancellationWindowDays,
    refundDays: POLICY.refundWorkingDays,
    freeAbove: formatINR(FREE_SHIPPING_ABOVE, language),
    deliveryDays: POLICY.deliveryMinBusinessDays,
    installDays: POLICY.installationMinBusinessDays,
  };
}

export function pageHeadText(head: PageHead, language: Language): { title: string; description: string } {
  return {
    title: translate(contentMessages, language, head.title),
    description: translate(contentMessages, language, head.description, headValues(language)),
  };
}

/** Sets the document title and description of a content page while it is shown. */
export function usePageHead(head: PageHead): void {
  // Both catalogues in this language are at hand once these return (they suspend until then).
  useContentT();
  useSharedT();
  const { title, description } = pageHeadText(head, useLanguage());
  usePageMeta(title, description);
}

/** A content page's first view: no data (its words are in its own bundle), only its head tags. */
export function headOnly(head: PageHead): FirstViewLoader<null> {
  return async (route) => {
    const language = isLanguage(route.language) ? route.language : DEFAULT_LANGUAGE;
    await loadLanguage(language);
    const { title, description } = pageHeadText(head, language);
    return {
      data: null,
      // A text page holds back no picture: the edge fetches its scripts at once (docs/decisions/0007).
      head: { title: documentTitle(title), description, canonical: `${route.origin}${head.path}`, textOnly: !head.showsPictures },
    };
  };
}
