import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatINR, useLanguage, useLocale, type Order } from '@store/shared';
import { formatOrderDate } from '../common/format-date';
import { itemCount, orderTotals } from './order-totals';
import { OrderMessagesDialog } from './order-messages-dialog';
import styles from './orders.module.css';
import { useOrderStatusLabel } from './order-status';
import { useAccountT } from '../i18n/messages';

export function OrdersTable({ orders }: { orders: Order[] }) {
  const [messagesOf, setMessagesOf] = useState<Order | null>(null);
  const t = useAccountT();
  const language = useLanguage();
  const locale = useLocale();
  const statusLabel = useOrderStatusLabel();
  return (
    <>
      <table className={`table ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">{t('orders.order')}</th>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.status')}</th>
            <th scope="col">{t('orders.total')}</th>
            <th scope="col">{t('orders.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const count = itemCount(order);
            return (
              <tr key={order.order_id}>
                <td data-label={t('orders.order')}>#{order.order_id}</td>
                <td data-label={t('orders.date')}>{formatOrderDate(order.created_at, locale)}</td>
                <td data-label={t('orders.status')}>{statusLabel(order.order_status)}</td>
                <td data-label={t('orders.total')}>
                  {t('orders.totalFor', { total: formatINR(orderTotals(order).total, language), count })}
                </td>
                <td data-label={t('orders.actions')}>
                  <div className={styles.actions}>
                    <Link
                      className="btn btn-primary"
                      to={`/my-account/order-details/${encodeURIComponent(order.order_id)}`}
                      aria-label={t('orders.viewLabel', { id: order.order_id })}
                    >
                      {t('orders.view')}
                    </Link>
                    <button
                      type="button"
                      className="btn btn-secondary"
                      onClick={() => setMessagesOf(order)}
                      aria-label={t('orders.messagesLabel', { id: order.order_id })}
                    >
                      {t('orders.messages')}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <OrderMessagesDialog order={messagesOf} onClose={() => setMessagesOf(null)} />
    </>
  );
}
