import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule } from './load-remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
}));
jest.mock('./shell-provides', () => ({ SHELL_PROVIDES: { '@store/runtime': '1.2.0', react: '19.3.1' } }));
jest.mock('./field-events', () => ({ reportFieldEvent: jest.fn() }));

const mockedLoad = loadRemote as jest.Mock;
const mockedRegister = registerRemotes as jest.Mock;

beforeEach(() => {
  mockedLoad.mockReset();
  mockedRegister.mockReset();
  window.__REGISTRY__ = {
    'mfe-catalog': { current: '1.0.0-aaaa1111', versions: ['1.0.0-aaaa1111'] },
  };
});

test('registers the current version from the registry and loads the exposed module', async () => {
  const Page = () => null;
  mockedLoad.mockResolvedValue({ default: Page });
  await expect(loadRemoteModule('mfe-catalog', 'HomePage')).resolves.toBe(Page);
  expect(mockedRegister).toHaveBeenCalledWith(
    [{ name: 'mfe_catalog', entry: '/remotes/mfe-catalog/1.0.0-aaaa1111/mf-manifest.json' }],
    { force: false },
  );
  expect(mockedLoad).toHaveBeenCalledWith('mfe_catalog/HomePage');
});

test('a network error is retried once with a fresh registry', async () => {
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => window.__REGISTRY__ });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  const Page = () => null;
  mockedLoad.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue({ default: Page });
  await expect(loadRemoteModule('mfe-catalog', 'ProductPage')).resolves.toBe(Page);
  expect(mockedLoad).toHaveBeenCalledTimes(2);
  expect(fetchMock).toHaveBeenCalledWith('/registry.json', { cache: 'no-store' });
});

test('a remote missing from the registry fails at once', async () => {
  await expect(loadRemoteModule('mfe-content', 'AboutPage')).rejects.toThrow('mfe-content is not in the registry');
});

test('gives up after 5 seconds', async () => {
  jest.useFakeTimers();
  mockedLoad.mockReturnValue(new Promise(() => undefined));
  const pending = loadRemoteModule('mfe-catalog', 'CategoryPage');
  const assertion = expect(pending).rejects.toThrow('mfe-catalog took longer than 5 s');
  await jest.advanceTimersByTimeAsync(5000);
  await assertion;
  jest.useRealTimers();
});

test('a version needing what this shell does not provide is refused before any of its code loads', async () => {
  window.__REGISTRY__ = {
    'mfe-content': {
      current: '1.1.0-bbbb2222',
      versions: ['1.1.0-bbbb2222'],
      needs: { '@store/runtime': '^1.3.0', react: '^19.3.1' },
    },
  };
  await expect(loadRemoteModule('mfe-content', 'AboutPage')).rejects.toThrow(
    'mfe-content 1.1.0-bbbb2222 needs @store/runtime ^1.3.0, the shell provides 1.2.0',
  );
  expect(mockedRegister).not.toHaveBeenCalled();
  expect(mockedLoad).not.toHaveBeenCalled();
});

test('a version built against an older minor of the runtime loads', async () => {
  window.__REGISTRY__ = {
    'mfe-content': { current: '1.0.0-cccc3333', versions: ['1.0.0-cccc3333'], needs: { '@store/runtime': '^1.0.0' } },
  };
  const Page = () => null;
  mockedLoad.mockResolvedValue({ default: Page });
  await expect(loadRemoteModule('mfe-content', 'AboutPage')).resolves.toBe(Page);
});

describe('field events', () => {
  const reported = jest.requireMock<{ reportFieldEvent: jest.Mock }>('./field-events').reportFieldEvent;
  beforeEach(() => reported.mockClear());

  test('a load counts a view of the version loaded; a failure counts against that version', async () => {
    mockedLoad.mockResolvedValueOnce({ default: () => null });
    await loadRemoteModule('mfe-catalog', 'HomePage');
    expect(reported).toHaveBeenLastCalledWith('mfe-catalog', '1.0.0-aaaa1111', 'view');
    mockedLoad.mockResolvedValueOnce(undefined);
    await expect(loadRemoteModule('mfe-catalog', 'HomePage')).rejects.toThrow();
    expect(reported).toHaveBeenLastCalledWith('mfe-catalog', '1.0.0-aaaa1111', 'load-failed');
  });
});
