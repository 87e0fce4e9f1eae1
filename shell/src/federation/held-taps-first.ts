// A tap the page's early-input listener holds (ARCHITECTURE.md, "Before the scripts run") never reaches
// React, so React's selective hydration, which hydrates first the part of the page a shopper tapped, does
// not see it: a part below the fold (a Suspense boundary left as the server's HTML) would hydrate last,
// after the whole page. The shell tells React about each such tap, as React's own event handling would.
import { HOLDING_A_TAP, TAP_HELD_EVENT } from '@store/shared';
import type { Root } from 'react-dom/client';

/** `unstable_scheduleHydration` is react-dom's own (React 19), left out of its published types. */
type HydrationRoot = Root & { unstable_scheduleHydration?: (target: Node) => void };

/** Has React hydrate first the parts holding a tap now, and those holding one later. Returns the undo. */
export function hydrateHeldTapsFirst(root: Root): () => void {
  const scheduleHydration = (root as HydrationRoot).unstable_scheduleHydration?.bind(root);
  if (!scheduleHydration) return () => undefined;
  document.querySelectorAll(HOLDING_A_TAP).forEach((control) => scheduleHydration(control));
  const onHeld = (event: Event) => {
    if (event.target instanceof Node) scheduleHydration(event.target);
  };
  document.addEventListener(TAP_HELD_EVENT, onHeld);
  return () => document.removeEventListener(TAP_HELD_EVENT, onHeld);
}
