import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { serverRendered } from '@store/shared/test-support/server-rendered';
import { MemoryRouter } from 'react-router-dom';
import { PrerenderedSlotsContext } from '../../federation/prerendered-slots';
import { RemoteLoaderContext } from '../../federation/remote-loader-context';
import { startEarlyInputListener, stopEarlyInputListeners } from '../../test-support/early-input-listener';
import { SearchSlot } from './search-slot';

/** The catalog's box as far as the header knows it: it starts from the term it is given. */
function CatalogSearch({ initialTerm = '' }: { initialTerm?: string }) {
  const [term, setTerm] = useState(initialTerm);
  return <input aria-label="Catalog search" value={term} onChange={(event) => setTerm(event.target.value)} />;
}

/** The header's search as the edge sends it when the catalog's box missed the render: the plain form. */
function withCatalog(load: () => Promise<unknown>, serverLoad?: () => PromiseLike<null>) {
  return (
    <MemoryRouter>
      <PrerenderedSlotsContext.Provider value={{ ready: new Map(), serverLoad }}>
        <RemoteLoaderContext.Provider value={load as never}>
          <SearchSlot />
        </RemoteLoaderContext.Provider>
      </PrerenderedSlotsContext.Provider>
    </MemoryRouter>
  );
}

// Settled already, as React's `use` reads it: the edge's budget ran out before the catalog's module came.
const missedTheRender = Object.assign(Promise.resolve(null), { status: 'fulfilled', value: null });

afterEach(() => {
  stopEarlyInputListeners();
  document.body.replaceChildren();
});

test("the catalog's box takes what was typed into the server's plain form before the scripts ran", async () => {
  const container = serverRendered(
    withCatalog(
      () => Promise.resolve(CatalogSearch),
      () => missedTheRender,
    ),
  );
  startEarlyInputListener();
  fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'samsung' } });

  // The catalog's module is at hand as soon as the page hydrates (loaded beside the shell's scripts).
  await act(async () => {
    hydrateRoot(
      container,
      withCatalog(() => Promise.resolve(CatalogSearch)),
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

  expect(screen.getByRole('textbox', { name: 'Catalog search' })).toHaveValue('samsung');
});
