import { MessageDialog, type Order } from '@store/shared';
import { formatOrderDate } from '../ui/format-date';
import { orderStatusLabel } from './order-status';

/** What the store has to say about an order: its status and the notes given at checkout. */
export function OrderMessagesDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <MessageDialog open={order !== null} title={order ? `Order #${order.order_id} messages` : ''} onClose={onClose}>
      {order ? (
        <ul>
          <li>
            {formatOrderDate(order.created_at)}: {orderStatusLabel(order.order_status)}
          </li>
          {order.order_notes ? <li>Your note: {order.order_notes}</li> : null}
        </ul>
      ) : null}
    </MessageDialog>
  );
}
