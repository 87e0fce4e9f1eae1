// Selective hydration: the page is hydrated at once, and each section the server rendered waits,
// inside its own Suspense boundary, for its module (RemoteSlot), keeping the server's HTML meanwhile.
// A section whose module arrives hydrates then; the header and the others do not wait for it.
import { settledPromise, type ExposedName } from '@store/shared';
import { loadRemoteModule } from './load-remote-module';
import type { PrerenderedSlots, ServerRenderedState, SlotModule } from './prerendered-slots';
import { slotKey } from './prerendered-slots';
import type { RemoteName } from './remotes';

declare global {
  interface Window {
    __SSR__?: ServerRenderedState;
  }
}

/** Starts loading every module the server rendered, keyed by slotKey. */
export function loadPrerenderedSlots(state: ServerRenderedState): PrerenderedSlots['ready'] {
  return new Map(
    state.slots.map(({ remote, module, firstView }) => {
      const loading = loadRemoteModule<SlotModule['Component'], RemoteName>(
        remote as RemoteName,
        module as ExposedName<RemoteName>,
      ).then(
        (Component): SlotModule => ({ Component, firstView }),
        // The slot renders afresh and loads it again, with its failure notice and Retry.
        () => null,
      );
      return [slotKey(remote, module), settledPromise(loading)];
    }),
  );
}

/** Thrown while hydrating a section whose module could not be loaded: React then renders it afresh. */
export class SectionLeftToBrowser extends Error {
  override name = 'SectionLeftToBrowser';
}

// React's production messages are numbered: 419 and its kin say the server left a boundary to the
// browser (a section that failed or was cut off there), which is expected; every other one is a mismatch.
// The development build says the same in words.
const SERVER_LEFT_TO_BROWSER =
  /Minified React error #(419|420)|could not finish this Suspense boundary|did not finish this Suspense boundary|Switched to client rendering because the server rendering errored/;

function leftToBrowser(error: unknown, message: string): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return SERVER_LEFT_TO_BROWSER.test(message) || (cause instanceof Error && cause.name === 'SectionLeftToBrowser');
}

/** Hydration's recoverable errors: a mismatch is an error (the e2e suite fails on it), a section left to the browser is not. */
export function reportRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (leftToBrowser(error, message)) {
    console.warn(`A section the server rendered was rendered again in the browser: ${message}`);
    return;
  }
  console.error(`Hydration mismatch: ${message}`, error);
}
