// The browser half of the page's early-input listener (shell/server/start-up/early-input.ts,
// ARCHITECTURE.md "Before the scripts run"): a server-rendered control that needs script spreads
// these props, so what the shopper typed into it or tapped before it was hydrated is kept and
// handed to it once it is.
import { useCallback, useEffect, useRef, type RefCallback, type RefObject } from 'react';

/** Marks a control the listener watches, until React has hydrated or rendered it (useEarlyInput). */
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

export type EarlyInputProps<T extends Element> = { [EARLY_INPUT_MARK]: ''; ref: RefCallback<T> };

/**
 * The mark, and the ref that has it taken away once React has the control, hydrated or new. Every render
 * carries the same attribute, so hydration sees no difference and later renders change nothing; so no
 * marked part renders a second time straight after it hydrates, just to drop it. The mark goes in an
 * effect, not at commit: a replayed tap may need what the commit's other effects set up (the login dialog
 * listens for its opening in one), the component's own: spread the props on elements that mount when it
 * renders, not on ones a child mounts later alone. A control needing its own ref passes it here: spread
 * before or after a `ref=`, the props would replace it or lose theirs (lint forbids both).
 */
export function useEarlyInput<T extends Element>(own?: RefObject<T | null>): EarlyInputProps<T> {
  const committed = useRef<T[]>([]);
  const ref = useCallback(
    (element: T | null) => {
      if (own) own.current = element;
      if (element?.hasAttribute(EARLY_INPUT_MARK)) committed.current.push(element);
    },
    [own],
  );
  useEffect(() => {
    for (const element of committed.current.splice(0)) element.removeAttribute(EARLY_INPUT_MARK);
  });
  return { [EARLY_INPUT_MARK]: '', ref };
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
