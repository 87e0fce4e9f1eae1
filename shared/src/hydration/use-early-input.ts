// The browser half of the page's early-input listener (shell/server/start-up/early-input.ts,
// ARCHITECTURE.md "Before the scripts run"): a server-rendered control that needs script spreads
// these props, so what the shopper typed into it or tapped before it was hydrated is kept and
// handed to it once it is.
import { useHydrating } from './use-hydrating';

/** Marks a control the listener watches; React removes it when the control has hydrated. */
export const EARLY_INPUT_MARK = 'data-early-input';
/** The property the listener sets on an event it replays. */
export const REPLAYED_FLAG = 'earlyInputReplay';

export type EarlyInputProps = { [EARLY_INPUT_MARK]?: '' };

/** The mark while the control is still the server's HTML (on the server and while hydrating). */
export function useEarlyInput(): EarlyInputProps {
  return useHydrating() ? { [EARLY_INPUT_MARK]: '' } : {};
}

/** True for a tap or submit the shopper made before the control was hydrated, replayed after. */
export function isReplayedEvent(event: { nativeEvent: Event } | Event): boolean {
  const native = 'nativeEvent' in event ? event.nativeEvent : event;
  return (native as Event & { [REPLAYED_FLAG]?: boolean })[REPLAYED_FLAG] === true;
}
