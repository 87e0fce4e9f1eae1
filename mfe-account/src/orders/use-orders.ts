import { useEffect, useState } from 'react';
import { errorMessage, SessionExpiredError, tokenStore, usePersisted, type Order } from '@store/shared';
import { fetchOrders } from './api';

export type OrdersState =
  { kind: 'no-token' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; orders: Order[] };

export const HIDDEN_STATUS = 'Order initiated';

/** The shopper's orders, without the ones still at 'Order initiated' (docs/screens.md §2). */
export function useOrders(): OrdersState {
  const token = usePersisted(tokenStore);
  const [state, setState] = useState<OrdersState>(token ? { kind: 'loading' } : { kind: 'no-token' });

  useEffect(() => {
    if (!token) return setState({ kind: 'no-token' });
    let live = true;
    setState({ kind: 'loading' });
    fetchOrders(token)
      .then(
        (orders) => live && setState({ kind: 'ready', orders: orders.filter((order) => order.order_status !== HIDDEN_STATUS) }),
      )
      .catch((error: unknown) => {
        if (live && !(error instanceof SessionExpiredError)) setState({ kind: 'error', message: errorMessage(error) });
      });
    return () => {
      live = false;
    };
  }, [token]);

  return state;
}
