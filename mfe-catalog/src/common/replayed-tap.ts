// A tap held while the page was still the server's HTML reaches its handler seconds later
// (ARCHITECTURE.md, "Before the scripts run"); the product may have sold out meanwhile, so such a tap
// asks for the stock again before it adds anything, and says so when it cannot. The buy button names
// that call, so the page's early-input listener starts it as the tap is held: on a slow phone the
// answer is in by the time the button has hydrated, a round trip sooner than asked after it.
import { HELD_TAP_BODY, HELD_TAP_CALL, isPurchasable, isReplayedEvent, showNotice } from '@store/shared';
import { fetchStock, stockCall } from '../product/api';

/** Marks a buy button with the stock call its replayed tap makes. */
export function stockCallOf(model: string): Record<typeof HELD_TAP_CALL | typeof HELD_TAP_BODY, string> {
  const { call, body } = stockCall(model);
  return { [HELD_TAP_CALL]: call, [HELD_TAP_BODY]: body };
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
  if (isPurchasable(await fetchStock(model, { afterHeldTap: true }))) return act();
  showNotice(outOfStock, { tone: 'error' });
}
