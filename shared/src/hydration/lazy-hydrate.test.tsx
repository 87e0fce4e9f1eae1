import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { serverRendered } from '../test-support/server-rendered';
import { LazyHydrate } from './lazy-hydrate';
import { EARLY_INPUT_MARK } from './use-early-input';

/** A button whose handler and effect only work once React has hydrated it. */
function Counter({ onMounted }: { onMounted: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(onMounted, [onMounted]);
  return <button onClick={() => setCount((value) => value + 1)}>Added {count}</button>;
}

function page(onMounted: () => void) {
  return (
    <main>
      <h1>Offers</h1>
      <LazyHydrate>
        <Counter onMounted={onMounted} />
      </LazyHydrate>
    </main>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

test('a part keeps the server HTML and hydrates when the shopper reaches into it, taking the click', async () => {
  const container = serverRendered(page(() => undefined));
  const mounted = jest.fn();
  await act(async () => {
    hydrateRoot(container, page(mounted));
  });
  const button = screen.getByRole('button', { name: 'Added 0' });
  expect(mounted).not.toHaveBeenCalled();

  await act(async () => {
    fireEvent.pointerDown(button);
    fireEvent.click(button);
  });
  expect(mounted).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Added 1' })).toBe(button);
});

test('a part holding a tap made before the scripts ran hydrates at once', async () => {
  const container = serverRendered(page(() => undefined));
  // What the page's early-input listener leaves on a control whose tap it holds.
  const button = screen.getByRole('button', { name: 'Added 0' });
  button.setAttribute(EARLY_INPUT_MARK, '');
  button.setAttribute('aria-busy', 'true');
  const mounted = jest.fn();
  await act(async () => {
    hydrateRoot(container, page(mounted));
  });
  expect(mounted).toHaveBeenCalledTimes(1);
});

test('a part hydrates when the browser is idle', async () => {
  const container = serverRendered(page(() => undefined));
  const mounted = jest.fn();
  await act(async () => {
    hydrateRoot(container, page(mounted));
  });
  expect(mounted).not.toHaveBeenCalled();
  await act(async () => {
    jest.runOnlyPendingTimers();
  });
  expect(mounted).toHaveBeenCalledTimes(1);
});

test('a part rendered in the browser alone renders at once', () => {
  const mounted = jest.fn();
  render(page(mounted));
  expect(mounted).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Added 0' }));
  expect(screen.getByRole('button', { name: 'Added 1' })).toBeInTheDocument();
});

test('new props from above before the part hydrates render it at once with them, with no error', async () => {
  const recoverable = jest.fn();
  const rendered = (label: string) => (
    <main>
      <h1>Offers</h1>
      <LazyHydrate>
        <p>{label}</p>
      </LazyHydrate>
    </main>
  );
  const container = serverRendered(rendered('Old price'));
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, rendered('Old price'), { onRecoverableError: recoverable });
  });
  await act(async () => root.render(rendered('New price')));
  expect(screen.getByText('New price')).toBeInTheDocument();
  expect(recoverable).not.toHaveBeenCalled();
});

test('a parent’s re-render with the same props leaves the part waiting', async () => {
  const container = serverRendered(page(() => undefined));
  const mounted = jest.fn();
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, page(mounted));
  });
  await act(async () => root.render(page(mounted)));
  expect(mounted).not.toHaveBeenCalled();
});
