import type { OrdersState } from './use-orders';

/** What the orders list and an order's details show until the orders have come. */
export function OrdersStateNotice({ state }: { state: Exclude<OrdersState, { kind: 'ready' }> }) {
  if (state.kind === 'no-token') return <p className="text-error">No authentication token found</p>;
  if (state.kind === 'loading') return <p role="status">Loading orders...</p>;
  return (
    <p role="alert" className="text-error">
      Error: {state.message}
    </p>
  );
}
