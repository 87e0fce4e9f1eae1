import { FLAT_SHIPPING, formatINR, FREE_SHIPPING_ABOVE } from '@store/shared';
import { Link } from 'react-router-dom';
import { POLICY } from './policy-figures';
import { PAGE_HEADS } from '../page-heads/page-heads';
import { PolicyPage, type PolicySection } from './policy-page';

const sections: PolicySection[] = [
  {
    id: 'where',
    title: 'Where we deliver',
    body: (
      <p>
        We currently deliver only within West Bengal. Check whether we deliver to your pincode on any product page or in your cart
        before you order.
      </p>
    ),
  },
  {
    id: 'charges',
    title: 'Shipping charges',
    body: (
      <>
        <ul>
          <li>Orders above {formatINR(FREE_SHIPPING_ABOVE)} are shipped free.</li>
          <li>
            Orders of {formatINR(FREE_SHIPPING_ABOVE)} or less carry a flat shipping charge of {formatINR(FLAT_SHIPPING)}.
          </li>
          <li>Free delivery is also offered in selected cities of West Bengal.</li>
        </ul>
        <p>
          The charge that applies to your order is always shown in your cart and at checkout before you pay. Free shipping is an
          offer, and we may change or discontinue it at any time; any change applies only to orders placed afterwards.
        </p>
      </>
    ),
  },
  {
    id: 'times',
    title: 'Delivery times',
    body: (
      <p>
        Delivery takes a minimum of {POLICY.deliveryMinBusinessDays} business days from the confirmation of your order, depending
        on your location and the product. Large appliances are delivered by our own teams or trusted partners, who will call you
        to arrange a convenient time.
      </p>
    ),
  },
  {
    id: 'installation',
    title: 'Demonstration and installation',
    body: (
      <p>
        Products that need a demonstration or installation, such as air conditioners, televisions, washing machines and kitchen
        chimneys, are set up by the manufacturer&apos;s authorised technicians or our own team after a minimum of{' '}
        {POLICY.installationMinBusinessDays} business days. We will contact you to fix a date.
      </p>
    ),
  },
  {
    id: 'reaching-you',
    title: 'When we cannot reach you',
    body: (
      <p>
        Please keep your phone number up to date and answer our calls about delivery. If we cannot reach you for{' '}
        {POLICY.unresponsiveDays} days, we may cancel the order and refund it as set out in our{' '}
        <Link to="/payment-return-policies">Payment &amp; Return Policies</Link>.
      </p>
    ),
  },
  {
    id: 'cancelling',
    title: 'Cancelling a shipment',
    body: (
      <p>
        Once an order is confirmed and paid, its shipment cannot be cancelled or changed. The only exception is the cancellation
        request described in our <Link to="/payment-return-policies">Payment &amp; Return Policies</Link>, made within{' '}
        {POLICY.cancellationWindowDays} days of payment and before the order is shipped; a shipped order cannot be cancelled.
      </p>
    ),
  },
  {
    id: 'tracking',
    title: 'Following your order',
    body: (
      <p>
        You can see the status of every order under <Link to="/my-account/orders">My Account</Link>. For anything else, our{' '}
        <Link to="/contact-us">customer care team</Link> is happy to help.
      </p>
    ),
  },
];

export function ShippingOptionsPage() {
  return (
    <PolicyPage
      head={PAGE_HEADS.shippingOptions}
      intro={<p>How, where and when we deliver your order, and what it costs.</p>}
      sections={sections}
    />
  );
}
