import { act } from '@testing-library/react';
import { useEarlyInput } from '@store/shared';
import { serverRendered } from '@store/shared/test-support/server-rendered';
import { startTransition, Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startEarlyInputListener, stopEarlyInputListeners } from '../test-support/early-input-listener';
import { hydrateHeldTapsFirst } from './held-taps-first';

/** A part's content; the page wraps each part in a Suspense boundary, as LazyHydrate does below the fold. */
function Part({ name, hydrated }: { name: string; hydrated: (name: string) => void }) {
  const early = useEarlyInput();
  useEffect(() => hydrated(name), [name, hydrated]);
  return (
    <button {...early} type="button">
      Add {name}
    </button>
  );
}

function Page({ hydrated }: { hydrated: (name: string) => void }) {
  return (
    <main>
      {['first', 'second', 'third'].map((name) => (
        <Suspense key={name} fallback={null}>
          <Part name={name} hydrated={hydrated} />
        </Suspense>
      ))}
    </main>
  );
}

const stops: Array<() => void> = [];

/** The order the parts hydrate in, after a tap held on the third before the scripts ran. */
async function hydrationOrder(raiseHeldTaps: boolean): Promise<string[]> {
  const container = serverRendered(<Page hydrated={() => undefined} />);
  startEarlyInputListener();
  container.querySelectorAll('button')[2]!.click();
  const order: string[] = [];
  await act(async () => {
    startTransition(() => {
      const root = hydrateRoot(container, <Page hydrated={(name) => void order.push(name)} />);
      if (raiseHeldTaps) stops.push(hydrateHeldTapsFirst(root));
    });
  });
  return order;
}

beforeEach(() => {
  // The listener's busy look is on the held button until its replay: React, in development, says its
  // attributes differ from the server's.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  stops.splice(0).forEach((stop) => stop());
  stopEarlyInputListeners();
  document.body.replaceChildren();
});

test('a part holding a tap made before the scripts ran hydrates before the parts above it', async () => {
  expect(await hydrationOrder(true)).toEqual(['third', 'first', 'second']);
});

test("without the shell's word, React hydrates the parts in the page's order (what the shell changes)", async () => {
  expect(await hydrationOrder(false)).toEqual(['first', 'second', 'third']);
});

test('a tap held after React has started raises its part too', async () => {
  const container = serverRendered(<Page hydrated={() => undefined} />);
  startEarlyInputListener();
  const order: string[] = [];
  await act(async () => {
    startTransition(() => {
      stops.push(hydrateHeldTapsFirst(hydrateRoot(container, <Page hydrated={(name) => void order.push(name)} />)));
    });
    container.querySelectorAll('button')[1]!.click();
  });
  expect(order).toEqual(['second', 'first', 'third']);
});
