// The browser half of the page's early-input listener (shell/server/start-up/early-input.ts,
// ARCHITECTURE.md "Before the scripts run"): a server-rendered control that needs script spreads
// these props, so what the shopper typed into it or tapped before it was hydrated is kept and
// handed to it once it is.
import { useHydrating } from './use-hydrating';

/** Marks a control the listener watches; React removes it when the control has hydrated. */
export const EARLY_INPUT_MARK = 'data-early-input';
/** The property the listener sets on an event it replays. */
export const REPLAYED_FLAG = 'earlyInputReplay';

/**
 * A held tap's call: on a marked button, the api call (its name, /api/<call>, and JSON body) its
 * replay will make, which the listener starts as the tap is held, a round trip before the handler
 * exists. Only for a call that reads.
 */
export const HELD_TAP_CALL = 'data-held-tap-call';
export const HELD_TAP_BODY = 'data-held-tap-body';
/** Where the listener keeps those calls' answers, by `heldTapCallKey`, until `callApi` takes one. */
export const HELD_TAP_CALLS = '__storeHeldTapCalls';

/**
 * The event the listener sends from a control as it holds a tap on it. The tap never reaches React, so
 * React cannot raise the hydration of the part holding it as it does for a tap it sees; the shell asks.
 */
export const TAP_HELD_EVENT = 'store:tap-held';
/** A control holding a tap until it is hydrated (the listener shows it busy meanwhile). */
export const HOLDING_A_TAP = `[${EARLY_INPUT_MARK}][aria-busy="true"]`;

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

/** The key of a held tap's call: its name and the body as sent (the inline listener writes the same, early-input.ts). */
export const heldTapCallKey = (call: string, body: string) => `${call} ${body}`;

/** A held tap's call as the listener started it, taken once (undefined when none was held). */
export function takeHeldTapCall(call: string, body: string): Promise<Response> | undefined {
  const calls = (globalThis as { [HELD_TAP_CALLS]?: Record<string, Promise<Response> | undefined> })[HELD_TAP_CALLS];
  const key = heldTapCallKey(call, body);
  const started = calls?.[key];
  if (calls) delete calls[key];
  return started;
}
