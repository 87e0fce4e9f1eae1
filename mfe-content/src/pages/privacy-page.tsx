import { SUPPORT } from '@store/shared';
import { Link } from 'react-router-dom';
import { COMPANY_NAME, POLICY } from './policy-figures';
import { PAGE_HEADS } from '../page-heads/page-heads';
import { PolicyPage, type PolicySection } from './policy-page';

const sections: PolicySection[] = [
  {
    id: 'collection',
    title: 'Personal data we collect',
    body: (
      <>
        <p>We collect only what we need to run the store and look after your orders:</p>
        <ul>
          <li>your name, mobile number and e-mail address when you register or contact us;</li>
          <li>billing and shipping addresses, GSTIN and order notes you give at checkout;</li>
          <li>your orders, reviews and messages to customer care;</li>
          <li>technical details such as your browser, device and pages visited, collected through cookies.</li>
        </ul>
        <p>
          Card and net-banking details are entered on our payment provider&apos;s secure page; we never receive or store your full
          card number or CVV. Our services are meant for adults of {POLICY.minimumAge} years or more; anyone younger should use
          them only with a parent or guardian.
        </p>
      </>
    ),
  },
  {
    id: 'profile-use',
    title: 'How we use your profile data',
    body: (
      <ul>
        <li>to process, deliver and install your orders, and to contact you about them;</li>
        <li>to verify your identity with one-time passwords sent to your mobile number;</li>
        <li>to answer your questions and provide after-sales support;</li>
        <li>to improve our store, range and service, and, if you agree, to tell you about offers;</li>
        <li>to prevent fraud and meet our legal and tax obligations.</li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <p>
        We use cookies and your browser&apos;s storage to keep you logged in and to remember your cart, wishlist, compare list and
        addresses between visits, and to understand how the store is used. You can clear or block them in your browser&apos;s
        settings, but parts of the store, such as the cart and checkout, may then stop working.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing your information',
    body: (
      <p>
        We do not sell or rent your personal data. We share it only with those who help us serve you: our payment provider,
        delivery partners, the manufacturers&apos; authorised service providers for installation and warranty service, and SMS and
        e-mail services, each only as far as that task needs. We may also disclose information when the law requires it or to
        protect our customers and business against fraud.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Our store is served over encrypted connections, access to personal data is limited to staff who need it, and payments are
        handled by a provider that follows card-industry security standards. No system is perfectly secure, so please keep your
        one-time passwords to yourself and tell us at once if you suspect misuse of your account.
      </p>
    ),
  },
  {
    id: 'other-sites',
    title: 'Links to other sites',
    body: (
      <p>
        Our store links to other sites, such as manufacturers&apos; pages, maps, videos and our chat service. Their own privacy
        policies apply there, and we are not responsible for their content or practices.
      </p>
    ),
  },
  {
    id: 'delivery-confirmation',
    title: 'Product confirmation on delivery',
    body: (
      <p>
        Please check each product, its packaging and its accessories when it is delivered, and note any visible damage or missing
        item on the delivery receipt before you sign it. By accepting the delivery you confirm that the product was received in
        good condition.
      </p>
    ),
  },
  {
    id: 'warranty',
    title: 'Warranty',
    body: (
      <p>
        Products are covered by their manufacturers&apos; warranties, which are honoured through the manufacturers&apos;
        authorised service providers in India. Please keep your invoice, as service centres ask for it.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        Product information, specifications and images come from the manufacturers and are shown in good faith; they may change
        without notice. Availability and prices may change at any time until an order is confirmed.
      </p>
    ),
  },
  {
    id: 'after-sales',
    title: 'After-sales service',
    body: (
      <p>
        Repairs and service are provided by the manufacturers&apos; authorised service providers. Our customer care team is happy
        to help you raise a request or find your nearest service centre; call <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>,{' '}
        {SUPPORT.hours} every day.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, {COMPANY_NAME} is not liable for indirect or consequential loss arising from the use of our
        store or products, and our liability for any order is limited to the amount paid for it.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        We may suspend or close an account that breaks our <Link to="/terms-and-conditions">Terms and Conditions</Link>, misuses
        the store or is used for fraud. You may ask us to close your account at any time; we keep order records only as long as
        the law requires.
      </p>
    ),
  },
  {
    id: 'no-resale',
    title: 'No resale',
    body: <p>Products bought from our store are for personal and household use and may not be resold commercially.</p>,
  },
  {
    id: 'contact',
    title: 'Your choices and questions',
    body: (
      <p>
        To see, correct or delete the personal data we hold about you, or to stop offers, write to{' '}
        <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or use our <Link to="/contact-us">contact form</Link>. If we
        change this policy we will publish the new version on this page.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <PolicyPage
      head={PAGE_HEADS.privacy}
      intro={<p>Your trust matters to us. This policy explains what personal data we collect, why, and how we look after it.</p>}
      sections={sections}
    />
  );
}
