// The server prices the order (house rules: the server decides prices). When its price for a
// line differs from the one kept in the cart, the cart takes the server's price so the header
// and the page agree with what will be charged.
import { cart, showNotice, type CartItem } from '@store/shared';

export function syncServerPrices(serverLines: CartItem[]): void {
  const priceOf = new Map(
    serverLines
      .filter((line) => typeof line?.model === 'string' && Number.isFinite(Number(line.price)))
      .map((line) => [line.model.toLowerCase(), Number(line.price)]),
  );
  if (!cart.takeServerPrices(priceOf)) return;
  showNotice('Some prices have changed since you added them to your cart. Your order uses the current prices.', {
    tone: 'info',
    durationMs: 6000,
  });
}
