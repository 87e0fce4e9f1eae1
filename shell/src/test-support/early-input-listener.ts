import { earlyInputScript } from '../../server/start-up/early-input';

let observers: MutationObserver[] = [];
const RealObserver = window.MutationObserver;

/** The page's inline listener, as the edge writes it into the head. */
export function startEarlyInputListener(): void {
  const source = earlyInputScript().code;
  // Keeps each observer so the next test starts with none.
  window.MutationObserver = class extends RealObserver {
    constructor(callback: MutationCallback) {
      super(callback);
      observers.push(this);
    }
  };
  // The listener is a script the edge writes inline; here it runs as the page would run it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const listener = new Function(source) as () => void;
  listener();
  window.MutationObserver = RealObserver;
}

/** Stops every listener started, so the next test starts with none. */
export function stopEarlyInputListeners(): void {
  observers.forEach((observer) => observer.disconnect());
  observers = [];
}
