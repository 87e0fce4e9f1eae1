// Selective hydration of the server's HTML: each section waits for its own module while the rest of
// the page is already interactive, and a section whose module cannot be loaded is rendered afresh.
import { act, fireEvent, screen } from '@testing-library/react';
import { settledPromise, useHydrating, type SettledPromise } from '@store/shared';
import { serverRendered } from '@store/shared/test-support/server-rendered';
import { use, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reportRecoverableError } from './hydrate-prerendered';
import { createHydrationProgress } from './hydration-progress';
import { PrerenderedSlotsContext, slotKey, type PrerenderedSlots, type SlotModule } from './prerendered-slots';
import { RemoteLoaderContext } from './remote-loader-context';
import { RemoteSlot } from './remote-slot';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((value) => value + 1)}>{`${label} ${count}`}</button>;
}
const About = () => <Counter label="About" />;
const Contact = () => <Counter label="Contact" />;
const modules: Record<string, SlotModule> = {
  [slotKey('mfe-content', 'AboutPage')]: { Component: About },
  [slotKey('mfe-content', 'ContactPage')]: { Component: Contact },
};

function page(slots: PrerenderedSlots, load: jest.Mock): ReactNode {
  return (
    <RemoteLoaderContext.Provider value={load as never}>
      <PrerenderedSlotsContext.Provider value={slots}>
        <Counter label="Header" />
        <RemoteSlot remote="mfe-content" module="AboutPage" />
        <RemoteSlot remote="mfe-content" module="ContactPage" />
      </PrerenderedSlotsContext.Provider>
    </RemoteLoaderContext.Provider>
  );
}

/** A module already loaded, as React's `use` reads it at once (the server's own loads settle before it renders). */
function loaded(module: SlotModule | null): SettledPromise<SlotModule | null> {
  return Object.assign(Promise.resolve(module), { status: 'fulfilled' as const, value: module });
}

const serveModules = (remote: string, module: string) => loaded(modules[slotKey(remote, module)] ?? null);

/** The edge's HTML of the page with both sections rendered. */
const serverHtml = () => serverRendered(page({ serverLoad: serveModules, ready: new Map() }, jest.fn()));

function deferred() {
  let resolve!: (module: SlotModule | null) => void;
  const promise = settledPromise(new Promise<SlotModule | null>((done) => (resolve = done)));
  return { promise, resolve };
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.replaceChildren();
});

test('the header and a section whose module arrived are interactive while another section still waits for its own', async () => {
  const root = serverHtml();
  const about = deferred();
  const contact = deferred();
  const ready = new Map([
    [slotKey('mfe-content', 'AboutPage'), about.promise],
    [slotKey('mfe-content', 'ContactPage'), contact.promise],
  ]);
  const hydrated = jest.fn();
  const progress = createHydrationProgress(ready.keys(), hydrated);
  await act(async () => {
    hydrateRoot(root, page({ ready, slotMounted: progress.slotMounted }, jest.fn()), {
      onRecoverableError: reportRecoverableError,
    });
    progress.rootAttached();
  });
  fireEvent.click(screen.getByRole('button', { name: 'Header 0' }));
  expect(screen.getByRole('button', { name: 'Header 1' })).toBeInTheDocument();

  await act(async () => about.resolve({ Component: About }));
  fireEvent.click(screen.getByRole('button', { name: 'About 0' }));
  expect(screen.getByRole('button', { name: 'About 1' })).toBeInTheDocument();
  // Still the server's HTML, not yet hydrated: a click does nothing.
  fireEvent.click(screen.getByRole('button', { name: 'Contact 0' }));
  expect(screen.getByRole('button', { name: 'Contact 0' })).toBeInTheDocument();
  expect(hydrated).not.toHaveBeenCalled();

  await act(async () => contact.resolve({ Component: Contact }));
  fireEvent.click(screen.getByRole('button', { name: 'Contact 0' }));
  expect(screen.getByRole('button', { name: 'Contact 1' })).toBeInTheDocument();
  expect(hydrated).toHaveBeenCalledTimes(1);
});

test('a section whose module cannot be loaded in the browser is rendered afresh, with no mismatch reported', async () => {
  const mismatch = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const root = serverHtml();
  const ready = new Map([
    [slotKey('mfe-content', 'AboutPage'), loaded({ Component: About })],
    [slotKey('mfe-content', 'ContactPage'), loaded(null)],
  ]);
  const load = jest.fn().mockRejectedValue(new Error('Loading chunk failed'));
  await act(async () => {
    hydrateRoot(root, page({ ready }, load), { onRecoverableError: reportRecoverableError });
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Store information is not available right now.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'About 0' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe-content', 'ContactPage', { fresh: false });
  expect(mismatch.mock.calls.filter(([message]) => String(message).startsWith('Hydration mismatch'))).toEqual([]);
  expect(warned).toHaveBeenCalledWith(expect.stringMatching(/rendered again in the browser/));
});

test('a section the server could not render is rendered afresh with the module already loading, not loaded twice', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const Broken = () => {
    throw new Error('server render failed');
  };
  const serverLoad = (remote: string, module: string) =>
    loaded(module === 'ContactPage' ? { Component: Broken } : (modules[slotKey(remote, module)] ?? null));
  const root = serverRendered(page({ serverLoad, ready: new Map() }, jest.fn()));
  const ready = new Map([
    [slotKey('mfe-content', 'AboutPage'), loaded({ Component: About })],
    [slotKey('mfe-content', 'ContactPage'), loaded({ Component: Contact })],
  ]);
  const load = jest.fn();
  await act(async () => {
    hydrateRoot(root, page({ ready }, load), { onRecoverableError: reportRecoverableError });
  });
  expect(await screen.findByRole('button', { name: 'Contact 0' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
  expect(warned).toHaveBeenCalled();
});

test('a place only the browser opens leaves the server’s module to the place it was rendered for, still hydrating', async () => {
  const mismatch = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const dataArrived = deferred();
  /** The About section in the browser: until its own data arrives, it cannot hydrate; opened afresh, it shows at once. */
  function AboutWaiting() {
    const hydrating = useHydrating();
    if (hydrating) use(dataArrived.promise);
    return <Counter label="About" />;
  }
  function withOpener(slots: PrerenderedSlots, load: jest.Mock) {
    return (
      <RemoteLoaderContext.Provider value={load as never}>
        <PrerenderedSlotsContext.Provider value={slots}>
          <OpensAnother />
          <RemoteSlot remote="mfe-content" module="AboutPage" />
        </PrerenderedSlotsContext.Provider>
      </RemoteLoaderContext.Provider>
    );
  }
  function OpensAnother() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open</button>
        {open && <RemoteSlot remote="mfe-content" module="AboutPage" browserOnly />}
      </>
    );
  }
  const root = serverRendered(withOpener({ serverLoad: serveModules, ready: new Map() }, jest.fn()));
  const ready = new Map([[slotKey('mfe-content', 'AboutPage'), loaded({ Component: AboutWaiting })]]);
  const hydrated = jest.fn();
  const progress = createHydrationProgress(ready.keys(), hydrated);
  const load = jest.fn().mockResolvedValue(AboutWaiting);
  await act(async () => {
    hydrateRoot(root, withOpener({ ready, slotMounted: progress.slotMounted }, load), {
      onRecoverableError: reportRecoverableError,
    });
    progress.rootAttached();
  });

  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  await act(async () => undefined);
  expect(screen.getAllByRole('button', { name: 'About 0' })).toHaveLength(2);
  expect(hydrated).not.toHaveBeenCalled();

  await act(async () => dataArrived.resolve(null));
  expect(mismatch.mock.calls.filter(([message]) => String(message).startsWith('Hydration mismatch'))).toEqual([]);
  expect(hydrated).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getAllByRole('button', { name: 'About 0' })[1]!);
  expect(screen.getByRole('button', { name: 'About 1' })).toBeInTheDocument();
});
