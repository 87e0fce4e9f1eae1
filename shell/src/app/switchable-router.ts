// One router object for the page whose basename can change. RouterProvider keeps the state of the
// router it was first given and does not follow a new one, and a new RouterProvider would mount every
// section again (a half-typed form lost). So the provider gets this stand-in, which forwards to the
// language's router and, on a switch, hands the new router's state to the provider's listener.
import type { createStoreRouter } from './create-router';

type StoreRouter = ReturnType<typeof createStoreRouter>;
type Listener = Parameters<StoreRouter['subscribe']>[0];

export interface SwitchableRouter {
  router: StoreRouter;
  swap(next: StoreRouter): void;
}

export function switchableRouter(first: StoreRouter): SwitchableRouter {
  let current = first;
  const listeners = new Set<Listener>();
  const forward: Listener = (state, options) => listeners.forEach((listener) => listener(state, options));
  let unsubscribe = current.subscribe(forward);
  const router = new Proxy(first, {
    get(_target, property) {
      if (property === 'subscribe') {
        return (listener: Listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        };
      }
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
  return {
    router,
    swap(next) {
      unsubscribe();
      const previous = current;
      current = next;
      unsubscribe = current.subscribe(forward);
      forward(current.state, { deletedFetchers: [], newErrors: null, viewTransitionOpts: undefined, flushSync: false });
      previous.dispose();
    },
  };
}
