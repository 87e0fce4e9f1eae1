import { earlyInputScript } from '../../server/start-up/early-input';

let observers: MutationObserver[] = [];
let recordsDelivered = 0;
let listeners: Array<Parameters<Document['removeEventListener']>> = [];
const RealObserver = window.MutationObserver;

/** The page's inline listener, as the edge writes it into the head. */
export function startEarlyInputListener(): void {
  const source = earlyInputScript().code;
  // Keeps each observer and event listener so the next test starts with none: a listener left
  // behind would hold the next test's taps itself.
  window.MutationObserver = class extends RealObserver {
    constructor(callback: MutationCallback) {
      super((records, observer) => {
        recordsDelivered += records.length;
        callback(records, observer);
      });
      observers.push(this);
    }
  };
  const addEventListener = jest.spyOn(document, 'addEventListener').mockImplementation(function (this: Document, ...args) {
    listeners.push(args);
    EventTarget.prototype.addEventListener.apply(this, args);
  });
  // The listener is a script the edge writes inline; here it runs as the page would run it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const listener = new Function(source) as () => void;
  listener();
  addEventListener.mockRestore();
  window.MutationObserver = RealObserver;
}

/** How many changes of the page the listeners' observers were told of. */
export const earlyInputRecordsDelivered = () => recordsDelivered;

/** Stops every listener started, so the next test starts with none. */
export function stopEarlyInputListeners(): void {
  observers.forEach((observer) => observer.disconnect());
  observers = [];
  listeners.forEach((args) => document.removeEventListener(...args));
  listeners = [];
  recordsDelivered = 0;
}
