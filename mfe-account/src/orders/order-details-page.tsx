import { Link, useParams } from 'react-router-dom';
import { formatINR, useLanguage, useLocale, usePageMeta, Words, type Order } from '@store/shared';
import { accountMessages, useAccountT } from '../i18n/messages';
import { AddressView } from '../common/address-view';
import { formatOrderDate } from '../common/format-date';
import { orderTotals } from './order-totals';
import { OrdersStateNotice } from './orders-state-notice';
import { useOrders } from './use-orders';
import styles from './orders.module.css';
import { useOrderStatusLabel } from './order-status';

/** The one way the api records how an order is paid (api/src/modules/orders/place-order.ts). */
const ONLINE_PAYMENT = 'Online payment (PayU)';

export function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  const t = useAccountT();
  usePageMeta(t('orderDetails.title', { id: orderId }));
  const state = useOrders();

  if (state.kind !== 'ready') return <OrdersStateNotice state={state} />;
  const order = state.orders.find((candidate) => String(candidate.order_id) === orderId);
  if (!order) {
    return (
      <div>
        <p role="alert">{t('orderDetails.notFound', { id: orderId })}</p>
        <Link to="/my-account/orders">{t('orderDetails.back')}</Link>
      </div>
    );
  }
  return <OrderDetails order={order} />;
}

/** The api also sends the order's e-mail and coupon. */
type OrderView = Order & { email?: string | null; coupon?: string | null };

function OrderDetails({ order }: { order: OrderView }) {
  const t = useAccountT();
  const language = useLanguage();
  const locale = useLocale();
  const statusLabel = useOrderStatusLabel();
  const money = (amount: number) => formatINR(amount, language);
  const totals = orderTotals(order);
  const billing = order.billing_address ?? {};
  const paymentMethod =
    !order.paymentMethod || order.paymentMethod === ONLINE_PAYMENT ? t('orderDetails.onlinePayment') : order.paymentMethod;
  return (
    <div className={styles.details}>
      <h2>{t('orderDetails.title', { id: order.order_id })}</h2>
      <p>
        <Words
          messages={accountMessages}
          i18nKey="orderDetails.placed"
          values={{
            id: order.order_id,
            date: formatOrderDate(order.created_at, locale),
            status: statusLabel(order.order_status),
          }}
          components={{ mark: <mark /> }}
        />
      </p>
      <section className={styles.section} aria-labelledby="acc-order-lines">
        <h3 id="acc-order-lines">{t('orderDetails.lines')}</h3>
        <table className={`table ${styles.summary}`}>
          <thead>
            <tr>
              <th scope="col">{t('orderDetails.product')}</th>
              <th scope="col">{t('orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {(order.cart ?? []).map((line, index) => (
              <tr key={`${line.model}-${index}`}>
                <td>
                  <span translate="no">{line.name}</span> <strong>× {line.quantity}</strong>
                </td>
                <td>{money(Number(line.price) * Number(line.quantity))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <SummaryRow label={t('orderDetails.subtotal')} value={money(totals.subtotal)} />
            {totals.discount > 0 ? (
              <SummaryRow
                label={order.coupon ? t('orderDetails.discountWith', { coupon: order.coupon }) : t('orderDetails.discount')}
                value={`−${money(totals.discount)}`}
              />
            ) : null}
            <SummaryRow
              label={t('orderDetails.shipping')}
              value={totals.shipping > 0 ? money(totals.shipping) : t('orderDetails.freeShipping')}
            />
            <SummaryRow label={t('orderDetails.paymentMethod')} value={paymentMethod} />
            <SummaryRow label={t('orders.total')} value={money(totals.total)} />
          </tfoot>
        </table>
      </section>
      <section className={styles.section} aria-labelledby="acc-order-contact">
        <h3 id="acc-order-contact">{t('orderDetails.contact')}</h3>
        <dl>
          <dt>{t('addressView.phone')}</dt>
          <dd translate="no">{order.phone_no || billing.phone || '—'}</dd>
          <dt>{t('addressView.email')}</dt>
          <dd translate="no">{order.email || billing.email || '—'}</dd>
          <dt>{t('addressView.landmark')}</dt>
          <dd translate="no">{billing.landmark || '—'}</dd>
        </dl>
      </section>
      <div className={styles.addresses}>
        <section className="card" aria-labelledby="acc-order-billing">
          <div className={styles.address}>
            <h3 id="acc-order-billing">{t('addresses.billing')}</h3>
            <AddressView address={billing} />
          </div>
        </section>
        <section className="card" aria-labelledby="acc-order-shipping">
          <div className={styles.address}>
            <h3 id="acc-order-shipping">{t('addresses.shipping')}</h3>
            <AddressView address={order.shipping_address ?? billing} />
          </div>
        </section>
      </div>
      <p>
        <Link to="/my-account/orders">{t('orderDetails.back')}</Link>
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
