// A tap held while the page was still the server's HTML reaches its handler seconds later
// (ARCHITECTURE.md, "Before the scripts run"); the product may have sold out meanwhile, so such a tap
// asks for the stock again. The buy button names that call, so the page's early-input listener starts
// it as the tap is held. The answer still comes a round trip after the tap (over half a second on a
// slow phone), so the replay puts the product in the cart at once, as the page's own stock allows, and
// tells the shopper only once the answer agrees; an answer of "sold out" takes the units back and says so.
import {
  cart,
  cartStore,
  HELD_TAP_BODY,
  HELD_TAP_CALL,
  isPurchasable,
  isReplayedEvent,
  sameModel,
  showNotice,
} from '@store/shared';
import { fetchStock, stockCall } from '../product/api';

/** Marks a buy button with the stock call its replayed tap makes. */
export function stockCallOf(model: string): Record<typeof HELD_TAP_CALL | typeof HELD_TAP_BODY, string> {
  const { call, body } = stockCall(model);
  return { [HELD_TAP_CALL]: call, [HELD_TAP_BODY]: body };
}

export interface BuyTap {
  model: string;
  /** Puts the product in the cart; false when it did not (a quantity that is not one). */
  add: () => boolean;
  /** Tells the shopper it is in the cart (and what follows, as Buy Now's move to the cart). */
  confirm: () => void;
  /** "<name> is out of stock", in the page's language. */
  outOfStock: string;
}

/** The model's cart line as it is now, to go back to. */
function cartLineOf(model: string) {
  return cartStore.getState().value.find((line) => sameModel(line.model, model));
}

function restoreCartLine(model: string, before: ReturnType<typeof cartLineOf>): void {
  if (before) cart.setQuantity(before.model, before.quantity);
  else cart.remove(cartLineOf(model)?.model ?? model);
}

/** A live tap adds and confirms; a replayed one adds, then confirms or takes back on the fresh stock. */
export async function actOnTap(event: { nativeEvent: Event }, tap: BuyTap): Promise<void> {
  if (!isReplayedEvent(event)) {
    if (tap.add()) tap.confirm();
    return;
  }
  const before = cartLineOf(tap.model);
  if (!tap.add()) return;
  if (isPurchasable(await fetchStock(tap.model, { afterHeldTap: true }))) return tap.confirm();
  restoreCartLine(tap.model, before);
  showNotice(tap.outOfStock, { tone: 'error' });
}
