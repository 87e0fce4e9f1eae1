// When the whole server-rendered page is hydrated: the root has attached and every section the server
// rendered has mounted (hydrated, or rendered afresh when its module could not be loaded). The store
// marks it on html[data-store-ready]; the e2e suite waits for it after each page load.

export interface HydrationProgress {
  rootAttached: () => void;
  slotMounted: (key: string) => void;
}

export function createHydrationProgress(slotKeys: Iterable<string>, onHydrated: () => void): HydrationProgress {
  const waiting = new Set(slotKeys);
  let attached = false;
  let done = false;
  const check = () => {
    if (done || !attached || waiting.size > 0) return;
    done = true;
    onHydrated();
  };
  return {
    rootAttached: () => {
      attached = true;
      check();
    },
    slotMounted: (key) => {
      waiting.delete(key);
      check();
    },
  };
}
