// docs/screens.md §4 Stock: above 2 is purchasable; nothing is shown while loading; a failed call is out of stock.
import { isPurchasable } from '@store/shared';
import { useLoad } from '../common/use-load';
import { fetchStock } from './api';
import { STOCK_CALL } from './first-view';

export type StockState = 'loading' | 'in-stock' | 'out-of-stock';

export function useStock(model: string): StockState {
  const stock = useLoad(model, (signal) => fetchStock(model, { signal }), STOCK_CALL);
  if (stock.status === 'loading') return 'loading';
  return stock.status === 'done' && isPurchasable(stock.data) ? 'in-stock' : 'out-of-stock';
}
