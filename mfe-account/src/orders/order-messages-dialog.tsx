import { MessageDialog, useLocale, type Order } from '@store/shared';
import { useAccountT } from '../i18n/messages';
import { formatOrderDate } from '../common/format-date';
import { useOrderStatusLabel } from './order-status';

/** What the store has to say about an order: its status and the notes given at checkout. */
export function OrderMessagesDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const t = useAccountT();
  const locale = useLocale();
  const statusLabel = useOrderStatusLabel();
  return (
    <MessageDialog open={order !== null} title={order ? t('orderMessages.title', { id: order.order_id }) : ''} onClose={onClose}>
      {order ? (
        <ul>
          <li>
            {formatOrderDate(order.created_at, locale)}: {statusLabel(order.order_status)}
          </li>
          {order.order_notes ? (
            <li>
              {t('orderMessages.note')} <span translate="no">{order.order_notes}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
    </MessageDialog>
  );
}
