import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@store/shared';
import { OrdersTable } from './orders-table';
import { OrdersStateNotice } from './orders-state-notice';
import { Pagination } from './pagination';
import { useOrders } from './use-orders';
import { useAccountT } from '../i18n/messages';

/** docs/screens.md §9: orders are listed five to a page. */
const ORDERS_PAGE_SIZE = 5;

export function OrdersPage() {
  const t = useAccountT();
  usePageMeta(t('orders.title'));
  const state = useOrders();
  const [page, setPage] = useState(1);

  if (state.kind !== 'ready') return <OrdersStateNotice state={state} />;
  if (state.orders.length === 0) {
    return (
      <div>
        <p>{t('orders.none')}</p>
        <Link className="btn btn-primary" to="/">
          {t('orders.browse')}
        </Link>
      </div>
    );
  }

  const pages = Math.ceil(state.orders.length / ORDERS_PAGE_SIZE);
  const current = Math.min(page, pages);
  const shown = state.orders.slice((current - 1) * ORDERS_PAGE_SIZE, current * ORDERS_PAGE_SIZE);
  return (
    <div>
      <h2 className="sr-only">{t('orders.title')}</h2>
      <OrdersTable orders={shown} />
      <Pagination page={current} pages={pages} onPage={setPage} />
    </div>
  );
}
