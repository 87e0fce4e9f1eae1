import { Link, useParams } from 'react-router-dom';
import { formatINR, usePageMeta, type Order } from '@store/shared';
import { AddressView } from '../ui/address-view';
import { formatOrderDate } from '../ui/format-date';
import { orderTotals } from './order-totals';
import { OrdersStateNotice } from './orders-state-notice';
import { useOrders } from './use-orders';
import styles from './orders.module.css';
import { orderStatusLabel } from './order-status';

export function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  usePageMeta(`Order #${orderId}`);
  const state = useOrders();

  if (state.kind !== 'ready') return <OrdersStateNotice state={state} />;
  const order = state.orders.find((candidate) => String(candidate.order_id) === orderId);
  if (!order) {
    return (
      <div>
        <p role="alert">Order #{orderId} was not found among your orders.</p>
        <Link to="/my-account/orders">Back to orders</Link>
      </div>
    );
  }
  return <OrderDetails order={order} />;
}

/** The api also sends the order's e-mail and coupon. */
type OrderView = Order & { email?: string | null; coupon?: string | null };

function OrderDetails({ order }: { order: OrderView }) {
  const totals = orderTotals(order);
  const billing = order.billing_address ?? {};
  return (
    <div className={styles.details}>
      <h2>Order #{order.order_id}</h2>
      <p>
        Order #<mark>{order.order_id}</mark> was placed on <mark>{formatOrderDate(order.created_at)}</mark> and is currently{' '}
        <mark>{orderStatusLabel(order.order_status)}</mark>.
      </p>
      <section className={styles.section} aria-labelledby="acc-order-lines">
        <h3 id="acc-order-lines">Order details</h3>
        <table className={`table ${styles.summary}`}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {(order.cart ?? []).map((line, index) => (
              <tr key={`${line.model}-${index}`}>
                <td>
                  {line.name} <strong>× {line.quantity}</strong>
                </td>
                <td>{formatINR(Number(line.price) * Number(line.quantity))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <SummaryRow label="Subtotal" value={formatINR(totals.subtotal)} />
            {totals.discount > 0 ? (
              <SummaryRow
                label={order.coupon ? `Discount (${order.coupon})` : 'Discount'}
                value={`−${formatINR(totals.discount)}`}
              />
            ) : null}
            <SummaryRow label="Shipping" value={totals.shipping > 0 ? formatINR(totals.shipping) : 'Free shipping'} />
            <SummaryRow label="Payment method" value={order.paymentMethod || 'Online payment'} />
            <SummaryRow label="Total" value={formatINR(totals.total)} />
          </tfoot>
        </table>
      </section>
      <section className={styles.section} aria-labelledby="acc-order-contact">
        <h3 id="acc-order-contact">Contact</h3>
        <dl>
          <dt>Phone</dt>
          <dd>{order.phone_no || billing.phone || '—'}</dd>
          <dt>E-mail</dt>
          <dd>{order.email || billing.email || '—'}</dd>
          <dt>Landmark</dt>
          <dd>{billing.landmark || '—'}</dd>
        </dl>
      </section>
      <div className={styles.addresses}>
        <section className="card" aria-labelledby="acc-order-billing">
          <div className={styles.address}>
            <h3 id="acc-order-billing">Billing address</h3>
            <AddressView address={billing} />
          </div>
        </section>
        <section className="card" aria-labelledby="acc-order-shipping">
          <div className={styles.address}>
            <h3 id="acc-order-shipping">Shipping address</h3>
            <AddressView address={order.shipping_address ?? billing} />
          </div>
        </section>
      </div>
      <p>
        <Link to="/my-account/orders">Back to orders</Link>
      </p>
    </div>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{value}</td>
    </tr>
  );
}
