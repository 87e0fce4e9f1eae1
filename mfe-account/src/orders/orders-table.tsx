import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatINR, type Order } from '@store/shared';
import { formatOrderDate } from '../ui/format-date';
import { itemCount, orderTotals } from './order-totals';
import { OrderMessagesDialog } from './order-messages-dialog';
import styles from './orders.module.css';
import { orderStatusLabel } from './order-status';

export function OrdersTable({ orders }: { orders: Order[] }) {
  const [messagesOf, setMessagesOf] = useState<Order | null>(null);
  return (
    <>
      <table className={`table ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Total</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const count = itemCount(order);
            return (
              <tr key={order.order_id}>
                <td data-label="Order">#{order.order_id}</td>
                <td data-label="Date">{formatOrderDate(order.created_at)}</td>
                <td data-label="Status">{orderStatusLabel(order.order_status)}</td>
                <td data-label="Total">
                  {formatINR(orderTotals(order).total)} for {count} item{count === 1 ? '' : 's'}
                </td>
                <td data-label="Actions">
                  <div className={styles.actions}>
                    <Link
                      className="btn btn-primary"
                      to={`/my-account/order-details/${encodeURIComponent(order.order_id)}`}
                      aria-label={`View order ${order.order_id}`}
                    >
                      View
                    </Link>
                    <button
                      type="button"
                      className="btn btn-secondary"
                      onClick={() => setMessagesOf(order)}
                      aria-label={`View Order Messages for order ${order.order_id}`}
                    >
                      View Order Messages
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
