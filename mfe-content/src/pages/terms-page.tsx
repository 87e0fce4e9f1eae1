import { SUPPORT, formatINR } from '@store/shared';
import { Link } from 'react-router-dom';
import { COMPANY_NAME, POLICY } from './policy-figures';
import { PAGE_HEADS } from '../page-heads/page-heads';
import { PolicyPage, type PolicySection } from './policy-page';

const sections: PolicySection[] = [
  {
    id: 'acceptance',
    title: 'Accepting these terms',
    body: (
      <p>
        These terms apply to everyone who visits or buys from the {COMPANY_NAME} online store. By browsing the store or placing an
        order you agree to them, together with our <Link to="/privacy-policy">Privacy Policy</Link>,{' '}
        <Link to="/payment-return-policies">Payment &amp; Return Policies</Link> and{' '}
        <Link to="/shipping-options">Shipping Options</Link>. We may update these terms from time to time; the version published
        here when you place an order is the one that applies to it.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may buy',
    body: (
      <p>
        You must be at least {POLICY.minimumAge} years old to place an order. Anyone younger may use the store only with the
        involvement of a parent or guardian, who accepts these terms on their behalf and is responsible for the order.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <p>
        You log in with your mobile number and a one-time password (OTP) sent to it. Never share an OTP with anyone; our staff
        will never ask for it. Please keep your name, addresses, phone number and e-mail correct and up to date, as we use them to
        deliver your order and contact you about it.
      </p>
    ),
  },
  {
    id: 'products-prices',
    title: 'Products and prices',
    body: (
      <>
        <p>
          Product descriptions and specifications come from the manufacturers, and images are for illustration; colours and
          finishes may look slightly different on your screen. All prices are in Indian rupees and include all taxes.
        </p>
        <p>
          We take care to show correct prices, but mistakes can happen. If a product is listed at an incorrect price, we may
          cancel orders placed at that price, even after they are confirmed, and refund in full any amount you have paid.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders',
    body: (
      <ul>
        <li>An order is confirmed once its payment is received, or, for cash on delivery, once we confirm it with you.</li>
        <li>No changes can be made to an order (products, quantities or addresses) after payment.</li>
        <li>An order cannot be cancelled after it has been shipped.</li>
        <li>
          If we cannot reach you for {POLICY.unresponsiveDays} days to confirm, deliver or install an order, we may cancel it and
          refund any amount paid as set out in our Payment &amp; Return Policies.
        </li>
      </ul>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <ul>
        <li>We accept only cards issued in India, along with Indian net banking and UPI.</li>
        <li>
          A card payment needs the {POLICY.cardDigits}-digit card number and the {POLICY.cvvDigits}-digit CVV printed on the back
          of the card. Payments are handled by our payment provider; we never see or store your full card details.
        </li>
        <li>
          Cash on delivery is available in West Bengal for orders of up to {formatINR(POLICY.codLimit)} per transaction, on orders
          placed by phone or at our showrooms; orders placed on this website are paid online.
        </li>
      </ul>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery, demonstration and installation',
    body: (
      <p>
        We deliver within West Bengal only. Delivery takes a minimum of {POLICY.deliveryMinBusinessDays} business days, and
        demonstration and installation, where a product needs them, take place after a minimum of{' '}
        {POLICY.installationMinBusinessDays} business days. Details are in <Link to="/shipping-options">Shipping Options</Link>.
      </p>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation and refunds',
    body: (
      <p>
        An order paid online may be cancelled by a request made within {POLICY.cancellationWindowDays} days, provided it has not
        been shipped. A deduction of {POLICY.cancellationDeductionPercent}% of the order value applies, and the balance is
        refunded to the original payment method within {POLICY.refundWorkingDays} working days.
      </p>
    ),
  },
  {
    id: 'warranty',
    title: 'Warranty',
    body: (
      <p>
        Products carry the warranty of their manufacturers, honoured through the manufacturers&apos; authorised service providers
        in India. {COMPANY_NAME} gives no warranty of its own beyond what the law requires, but we are glad to help you reach the
        right service centre.
      </p>
    ),
  },
  {
    id: 'personal-use',
    title: 'Personal use only',
    body: (
      <p>
        Products are sold for personal and household use and not for resale. We may refuse or cancel orders that appear to be
        placed for resale, or that misuse offers, coupons or the store itself.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <p>
        To the extent the law allows, our liability for any order is limited to the amount you paid for it, and we are not
        responsible for indirect or consequential loss, or for delays caused by events beyond our reasonable control.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute is subject to the jurisdiction of the courts at Kolkata, West
        Bengal.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        Write to <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or call <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>,{' '}
        {SUPPORT.hours} every day, or use our <Link to="/contact-us">contact form</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <PolicyPage
      head={PAGE_HEADS.terms}
      intro={
        <p>Please read these terms before you place an order. They explain what you can expect from us and what we ask of you.</p>
      }
      sections={sections}
    />
  );
}
