// One typed event bus for every section. It rides on window events so that even a remote that
// ended up with its own copy of this module still hears and is heard by the others.
import type { StoreEventName, StoreEvents } from '../contracts/events';

const PREFIX = 'store:';

export function emit<E extends StoreEventName>(name: E, detail: StoreEvents[E]): void {
  window.dispatchEvent(new CustomEvent(PREFIX + name, { detail }));
}

export function on<E extends StoreEventName>(name: E, handler: (detail: StoreEvents[E]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<StoreEvents[E]>).detail);
  window.addEventListener(PREFIX + name, listener);
  return () => window.removeEventListener(PREFIX + name, listener);
}
