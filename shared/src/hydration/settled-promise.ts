// React's `use` reads a promise's `status` and `value` when they are set and only suspends when the
// promise is still pending; a promise React has not seen before always suspends once. Marking it as it
// settles lets a render that comes after (a click that asks React to hydrate at once) read it at once.

export type SettledPromise<T> = Promise<T> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

type Marks<T> = { status: SettledPromise<T>['status']; value?: T; reason?: unknown };

/** The promise, marked the way React's `use` reads it. */
export function settledPromise<T>(promise: Promise<T>): SettledPromise<T> {
  const marks = promise as Promise<T> & Marks<T>;
  marks.status = 'pending';
  marks.then(
    (value) => {
      marks.status = 'fulfilled';
      marks.value = value;
    },
    (reason: unknown) => {
      marks.status = 'rejected';
      marks.reason = reason;
    },
  );
  return marks as SettledPromise<T>;
}

/** A promise that settles when `open` is called, already readable by `use` in the same task. */
export function openablePromise(): { promise: SettledPromise<void>; open: () => void } {
  let resolve!: () => void;
  const promise = settledPromise(new Promise<void>((done) => (resolve = done)));
  const open = () => {
    if (promise.status !== 'pending') return;
    (promise as Promise<void> & Marks<void>).status = 'fulfilled';
    resolve();
  };
  return { promise, open };
}
