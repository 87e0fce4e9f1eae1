import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LazyHydrate } from '@store/shared';
import { serverRendered } from '@store/shared/test-support/server-rendered';
import { FirstViewProvider, useFirstViewAnswer } from './first-view';

/** A part below the fold that reads the first view; its effect runs once React has it (hydrated or rendered). */
function Row({ onMounted }: { onMounted: () => void }) {
  const answer = useFirstViewAnswer('home-row', 'TV');
  useEffect(onMounted, [onMounted]);
  return <p>{answer === undefined ? 'Loading the row' : 'Row from the server'}</p>;
}

const page = (firstView: unknown, onMounted: () => void) => (
  <FirstViewProvider firstView={firstView}>
    <h1>Home</h1>
    <LazyHydrate>
      <Row onMounted={onMounted} />
    </LazyHydrate>
  </FirstViewProvider>
);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

// The server renders a page without its first view when the api is not in time. A re-render of the
// page before its lazy parts hydrate must not change what they read (a new empty object each render
// did): React would then throw the server's HTML of every part away and render them all at once.
test.each([
  ['without a first view (the api was not in time)', undefined],
  ['with the server’s answers', { 'home-row:TV': [] }],
])('a page %s re-rendered before its lazy parts hydrate leaves them waiting, with the server’s HTML', async (_, firstView) => {
  const container = serverRendered(page(firstView, () => undefined));
  const serverRow = container.querySelector('p');
  const mounted = jest.fn();
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, page(firstView, mounted));
  });
  await act(async () => root.render(page(firstView, mounted)));
  expect(mounted).not.toHaveBeenCalled();
  expect(container.querySelector('p')).toBe(serverRow);

  // When the browser is idle the part hydrates, on the server's HTML.
  await act(async () => {
    jest.runOnlyPendingTimers();
  });
  expect(mounted).toHaveBeenCalledTimes(1);
  expect(container.querySelector('p')).toBe(serverRow);
});
