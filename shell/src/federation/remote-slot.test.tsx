import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteLoaderContext } from './remote-loader-context';
import { RemoteSlot } from './remote-slot';

function Crashing(): never {
  throw new Error('boom while rendering');
}

function renderSlot(load: jest.Mock) {
  return render(
    <RemoteLoaderContext.Provider value={load as never}>
      <p>Header stays</p>
      <RemoteSlot remote="mfe-content" module="AboutPage" />
    </RemoteLoaderContext.Provider>,
  );
}

test('shows a loading state, then the remote page', async () => {
  const load = jest.fn().mockResolvedValue(() => <h1>About us</h1>);
  renderSlot(load);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe-content', 'AboutPage', { fresh: false });
});

test('marks when its section first answers taps, not while it loads', async () => {
  const mark = jest.fn();
  // jsdom has no User Timing; the browser's performance.mark is what the bench reads.
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
  let resolve: (component: unknown) => void = () => undefined;
  const load = jest.fn().mockReturnValue(new Promise((done) => (resolve = done)));
  renderSlot(load);
  expect(mark).not.toHaveBeenCalled();
  resolve(() => <h1>About us</h1>);
  expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
  expect(mark).toHaveBeenCalledWith('store:section-ready:mfe-content/AboutPage');
});

test('a remote that cannot load shows a notice with Retry, and Retry recovers', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('(0 , r.drillMark) is not a function'))
    .mockResolvedValue(() => <h1>About us</h1>);
  renderSlot(load);
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('Store information is not available right now.');
  expect(notice).not.toHaveTextContent('drillMark');
  expect(screen.getByText('Header stays')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mfe-content', 'AboutPage', { fresh: true });
});

test('a crash while rendering stays inside its section, in plain words; the error goes to the console', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.fn().mockResolvedValue(Crashing);
  renderSlot(load);
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('Store information is not available right now.');
  expect(notice).not.toHaveTextContent('boom');
  expect(logged).toHaveBeenCalledWith(
    expect.stringMatching(/^\[mfe-content .*\] AboutPage failed: boom while rendering$/),
    expect.any(Error),
  );
  expect(screen.getByText('Header stays')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
