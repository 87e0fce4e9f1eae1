import { useServerText } from '@store/shared';
import type { OrdersState } from './use-orders';
import { useAccountT } from '../i18n/messages';

/** What the orders list and an order's details show until the orders have come. */
export function OrdersStateNotice({ state }: { state: Exclude<OrdersState, { kind: 'ready' }> }) {
  const t = useAccountT();
  const serverText = useServerText();
  if (state.kind === 'no-token') return <p className="text-error">{t('orders.noToken')}</p>;
  if (state.kind === 'loading') return <p role="status">{t('orders.loading')}</p>;
  return (
    <p role="alert" className="text-error">
      {t('orders.error', { message: serverText(state.message) })}
    </p>
  );
}
