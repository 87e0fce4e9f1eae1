import { flushFieldEvents, installFieldReporting, remoteOfScript, reportFieldEvent } from './field-events';

const beacon = jest.fn<boolean, [string, Blob]>(() => true);

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  installFieldReporting();
});
beforeEach(() => {
  flushFieldEvents();
  beacon.mockClear();
});

async function sentBodies(): Promise<unknown[]> {
  return Promise.all(
    beacon.mock.calls.map(async ([url, blob]) => {
      expect(url).toBe('/api/client-events');
      expect(blob.type).toBe('application/json');
      // jsdom's Blob has no text(); FileReader reads it as a browser would.
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
        reader.readAsText(blob);
      });
      return JSON.parse(text) as unknown;
    }),
  );
}

test('events are counted per remote, version and kind and sent in one beacon', async () => {
  reportFieldEvent('mfe-content', '1.0.0-aaaa1111', 'view');
  reportFieldEvent('mfe-content', '1.0.0-aaaa1111', 'view');
  reportFieldEvent('mfe-content', '1.0.0-bbbb2222', 'render-crash');
  reportFieldEvent('mfe-catalog', undefined, 'view');
  expect(beacon).not.toHaveBeenCalled();
  flushFieldEvents();
  const [body] = (await sentBodies()) as Array<{ events: unknown[] }>;
  expect(body?.events).toEqual([
    { remote: 'mfe-content', version: '1.0.0-aaaa1111', kind: 'view', count: 2 },
    { remote: 'mfe-content', version: '1.0.0-bbbb2222', kind: 'render-crash', count: 1 },
  ]);
  // The browser is known by the signed cookie the beacon carries, never by an id of the page's.
  expect(Object.keys(body ?? {})).toEqual(['events']);
});

test('the batch leaves after ten seconds, or at once when the page is hidden', async () => {
  jest.useFakeTimers();
  reportFieldEvent('mfe-account', '1.0.0-cccc3333', 'timeout');
  jest.advanceTimersByTime(9_999);
  expect(beacon).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(beacon).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
  reportFieldEvent('mfe-account', '1.0.0-cccc3333', 'view');
  window.dispatchEvent(new Event('pagehide'));
  expect(beacon).toHaveBeenCalledTimes(2);
});

test('an uncaught error is blamed on the remote version whose script threw; other errors are not sent', async () => {
  expect(remoteOfScript('http://localhost:3000/remotes/mfe-cart-checkout/1.0.0-dddd4444/425.1a2b3c4d.js')).toEqual({
    remote: 'mfe-cart-checkout',
    version: '1.0.0-dddd4444',
  });
  window.dispatchEvent(
    new ErrorEvent('error', {
      filename: 'http://localhost:3000/remotes/mfe-content/1.0.0-aaaa1111/about.js',
      message: 'call 9876543210',
    }),
  );
  window.dispatchEvent(new ErrorEvent('error', { filename: 'http://localhost:3000/main.1234abcd.js', message: 'shell bug' }));
  flushFieldEvents();
  const bodies = (await sentBodies()) as Array<{ events: unknown[] }>;
  expect(bodies.flatMap((body) => body.events)).toEqual([
    { remote: 'mfe-content', version: '1.0.0-aaaa1111', kind: 'uncaught', count: 1 },
  ]);
  expect(JSON.stringify(bodies)).not.toContain('9876543210');
});
