import { SUPPORT, formatINR } from '@store/shared';
import { Link } from 'react-router-dom';
import { POLICY } from './policy-figures';
import { PAGE_HEADS } from '../page-heads/page-heads';
import { PolicyPage, type PolicySection } from './policy-page';

const sections: PolicySection[] = [
  {
    id: 'ways-to-pay',
    title: 'Ways to pay',
    body: (
      <>
        <p>
          Orders placed on this website are paid online, by credit or debit card, net banking or UPI through our secure payment
          provider. Checkout does not offer cash on delivery; see below for ordering with cash on delivery.
        </p>
        <ul>
          <li>Only cards issued in India are accepted.</li>
          <li>
            Enter your {POLICY.cardDigits}-digit card number and the {POLICY.cvvDigits}-digit CVV from the back of your card on
            the payment provider&apos;s page. We never see or store your full card details.
          </li>
          <li>All prices are in Indian rupees and include all taxes.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cash-on-delivery',
    title: 'Cash on delivery',
    body: (
      <>
        <p>
          Cash on delivery is available for addresses in West Bengal, for orders of up to {formatINR(POLICY.codLimit)} per
          transaction, on orders placed by phone or at our showrooms, not through the website&apos;s checkout.
        </p>
        <p>
          To order with cash on delivery, call us on <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a> ({SUPPORT.hours}, every day)
          or visit a <Link to="/store-locator">showroom near you</Link>. Please keep the exact amount ready when your order
          arrives.
        </p>
      </>
    ),
  },
  {
    id: 'order-changes',
    title: 'Changes to an order',
    body: (
      <>
        <p>
          No changes can be made to an order after payment. If something needs to be different, you may cancel the order within
          the cancellation window below and place a new one.
        </p>
        <p>
          If a product was listed at an incorrect price, we may cancel orders placed at that price and refund in full any amount
          you have paid.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancelling an order',
    body: (
      <ul>
        <li>An order paid online may be cancelled by a request made within {POLICY.cancellationWindowDays} days of payment.</li>
        <li>
          A deduction of {POLICY.cancellationDeductionPercent}% of the order value applies to every cancellation requested by the
          customer.
        </li>
        <li>Orders cannot be cancelled once they have been shipped.</li>
        <li>
          If we are unable to reach you for {POLICY.unresponsiveDays} days to confirm, deliver or install your order, we may
          cancel it and refund it as described below.
        </li>
      </ul>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <p>
        Refunds are made to the original payment method within {POLICY.refundWorkingDays} working days of the cancellation being
        accepted. Your bank may take a little longer to show the amount in your account.
      </p>
    ),
  },
  {
    id: 'on-delivery',
    title: 'Checking your product on delivery',
    body: (
      <p>
        Please examine every product, its packaging and its accessories when it is delivered, and note any damage or missing item
        on the delivery receipt before signing. Tell us straight away by calling <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>{' '}
        and we will arrange a replacement for a product that arrived damaged.
      </p>
    ),
  },
  {
    id: 'warranty-returns',
    title: 'Defects and warranty',
    body: (
      <p>
        Faults that appear after delivery are covered by the manufacturer&apos;s warranty and are handled by the
        manufacturer&apos;s authorised service providers in India, who will repair or, where the manufacturer agrees, replace the
        product. Our customer care team can help you raise the request.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'How to request a cancellation',
    body: (
      <p>
        Call <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a> or write to <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>{' '}
        with your order number, {SUPPORT.hours} every day, or use our <Link to="/contact-us">contact form</Link>. Your orders and
        their numbers are listed under <Link to="/my-account/orders">My Account</Link>.
      </p>
    ),
  },
];

export function PaymentReturnPage() {
  return (
    <PolicyPage
      head={PAGE_HEADS.paymentReturn}
      intro={<p>Everything you need to know about paying for an order, cancelling it and getting a refund.</p>}
      sections={sections}
    />
  );
}
