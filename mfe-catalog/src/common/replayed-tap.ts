// A tap held while the page was still the server's HTML reaches its handler seconds later
// (ARCHITECTURE.md, "Before the scripts run"); the product may have sold out meanwhile, so such a tap
// asks for the stock again before it adds anything, and says so when it cannot.
import { isPurchasable, isReplayedEvent, showNotice } from '@store/shared';
import { fetchStock } from '../product/api';

/**
 * Runs `act` at once for a live tap; a replayed one only if the product can still be bought, else
 * says `outOfStock` (the caller's words for "<name> is out of stock", in the page's language).
 */
export async function actOnTap(
  event: { nativeEvent: Event },
  model: string,
  name: string,
  act: () => void,
  outOfStock: string,
): Promise<void> {
  if (!isReplayedEvent(event)) return act();
  if (isPurchasable(await fetchStock(model))) return act();
  showNotice(outOfStock, { tone: 'error' });
}
