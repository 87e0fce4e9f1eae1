// A tap held while the page was still the server's HTML reaches its handler seconds later
// (ARCHITECTURE.md, "Before the scripts run"); the product may have sold out meanwhile, so such a tap
// asks for the stock again before it adds anything, and says so when it cannot. The question is asked
// as soon as this module runs, while the page hydrates, rather than once the tap is replayed after
// it: on a slow phone that is a round trip sooner.
import { isPurchasable, isReplayedEvent, showNotice } from '@store/shared';
import { fetchStock } from '../product/api';

/** Marks a buy button with the product it checks the stock of (`data-stock-model`). */
export const stockModelOf = (model: string) => ({ 'data-stock-model': model });

/** Each product's stock asked for after a tap was held on it (the listener marks such a button busy). */
const heldTapStock = new Map<string, Promise<number | null>>();

/** Asks for the stock of each product whose buy button holds a tap now; each answer serves one replay. */
export function checkHeldTaps(page: ParentNode): void {
  for (const button of page.querySelectorAll<HTMLElement>('[data-stock-model][aria-busy="true"]')) {
    const model = button.dataset.stockModel;
    if (model && !heldTapStock.has(model)) heldTapStock.set(model, fetchStock(model));
  }
}

if (typeof document !== 'undefined') checkHeldTaps(document);

/** The stock for a replayed tap: the answer asked for since it was held, else asked for now. */
function stockAfterTap(model: string): Promise<number | null> {
  const asked = heldTapStock.get(model);
  heldTapStock.delete(model);
  return asked ?? fetchStock(model);
}

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
  if (isPurchasable(await stockAfterTap(model))) return act();
  showNotice(outOfStock, { tone: 'error' });
}
