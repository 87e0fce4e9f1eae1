// The answers a page's first view was rendered with on the server (its loadFirstView), handed to the
// page as its `firstView` prop. useLoad starts from the answer for its call and key instead of
// fetching, so the browser's first render matches the server's HTML and nothing is fetched twice.
import { createContext, useContext, type ReactNode } from 'react';

/** `<call>:<key>` → the answer useLoad would have loaded for that key (e.g. 'listing:TV'). */
export type FirstViewAnswers = Record<string, unknown>;

const FirstViewContext = createContext<FirstViewAnswers>({});

export function seedKey(call: string, key: string): string {
  return `${call}:${key}`;
}

// One object for "no answers": a new one per render would change the context on every re-render, and
// React renders every lazy part still waiting to hydrate below it at once (first-view.test.tsx).
const NO_ANSWERS: FirstViewAnswers = Object.freeze({});

/** The shell carries firstView unread: anything but a plain object is ignored. */
export function asAnswers(firstView: unknown): FirstViewAnswers {
  return typeof firstView === 'object' && firstView !== null && !Array.isArray(firstView)
    ? (firstView as FirstViewAnswers)
    : NO_ANSWERS;
}

export function FirstViewProvider({ firstView, children }: { firstView: unknown; children: ReactNode }) {
  return <FirstViewContext.Provider value={asAnswers(firstView)}>{children}</FirstViewContext.Provider>;
}

/** The server's answer for this call and key, if the first view had one. */
export function useFirstViewAnswer(call: string | undefined, key: string | null): unknown {
  const answers = useContext(FirstViewContext);
  if (!call || key === null) return undefined;
  return answers[seedKey(call, key)];
}
