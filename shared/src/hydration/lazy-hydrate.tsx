// A part of a server-rendered page below the fold keeps the server's HTML, visible but without its
// event handlers, until it comes near the viewport, the shopper reaches into it (pointer, keyboard,
// focus; or tapped it before the scripts ran), or the browser is idle. React leaves a Suspense boundary whose content suspends while
// hydrating as the server sent it, and hydrates it when the promise settles (selective hydration),
// so the first screen is interactive sooner. Rendered in the browser later (another page, then
// back), the part renders at once. New props from above before then make React render the part at
// once instead of hydrating it (correct, only not lazy), so the wrapper lets a parent's re-render
// through only when its child's props changed.
import { isValidElement, memo, Suspense, use, useEffect, useId, type ReactNode } from 'react';
import { openablePromise, type SettledPromise } from './settled-promise';
import { HOLDING_A_TAP } from './use-early-input';
import { useHydrating } from './use-hydrating';
import { whenIdle } from './when-idle';

/** How far outside the viewport a part starts hydrating, so it is ready when scrolled to. */
const NEAR_MARGIN = '300px';
const REACHING_IN = ['pointerdown', 'focusin', 'keydown'] as const;

const gates = new Map<string, SettledPromise<void>>();

function partElement(id: string): Element | undefined {
  return [...document.querySelectorAll('[data-lazy-hydrate]')].find(
    (element) => element.getAttribute('data-lazy-hydrate') === id,
  );
}

/** Opens when the part is needed. The listeners sit on the document, before React's own, which stop
 * an event aimed at a part not yet hydrated. */
function openWhenNeeded(element: Element, open: () => void): void {
  const cleanups: Array<() => void> = [];
  const openOnce = () => {
    cleanups.forEach((cleanup) => cleanup());
    open();
  };
  const reachingIn = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) openOnce();
  };
  for (const type of REACHING_IN) {
    document.addEventListener(type, reachingIn, true);
    cleanups.push(() => document.removeEventListener(type, reachingIn, true));
  }
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && openOnce(), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(element);
    cleanups.push(() => observer.disconnect());
  }
  cleanups.push(whenIdle(openOnce));
}

/** A tap the page's early-input listener holds in the part (it shows the control busy): made before
 * the part's listeners existed, it waits for the part, so the part is needed now. */
const holdsATap = (element: Element) => element.querySelector(HOLDING_A_TAP) !== null;

/** The part's gate; null when the page holds no server HTML for it (nothing to wait for). */
function gateFor(id: string): SettledPromise<void> | null {
  const known = gates.get(id);
  if (known) return known;
  const element = partElement(id);
  if (!element) return null;
  const { promise, open } = openablePromise();
  gates.set(id, promise);
  if (holdsATap(element)) open();
  else openWhenNeeded(element, open);
  return promise;
}

function WaitUntilNeeded({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useHydrating();
  const gate = hydrating && typeof document !== 'undefined' ? gateFor(id) : null;
  if (gate) use(gate);
  // Hydrated: no later render of this part waits, and an id React gives again later starts afresh.
  useEffect(() => {
    gates.delete(id);
  }, [id]);
  return children;
}

function LazyPart({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div data-lazy-hydrate={id} className={className}>
      <Suspense fallback={null}>
        <WaitUntilNeeded id={id}>{children}</WaitUntilNeeded>
      </Suspense>
    </div>
  );
}

function sameElement(before: ReactNode, after: ReactNode): boolean {
  if (!isValidElement(before) || !isValidElement(after)) return Object.is(before, after);
  if (before.type !== after.type || before.key !== after.key) return false;
  const [a, b] = [before.props as Record<string, unknown>, after.props as Record<string, unknown>];
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => Object.is(a[name], b[name]));
}

/** Wraps a part below the fold (one element): server-rendered as usual, hydrated when needed. */
export const LazyHydrate = memo(
  LazyPart,
  (before, after) => before.className === after.className && sameElement(before.children, after.children),
);
