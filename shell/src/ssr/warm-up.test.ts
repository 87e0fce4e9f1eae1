// The warm-up loads the server modules a page may render of each named version: every expose of the
// version's contract but the personal pages; what fails is reported, not thrown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadServerModule } from './server-containers';
import { warmUp } from './warm-up';

jest.mock('./server-containers', () => ({ loadServerModule: jest.fn() }));
jest.mock('./render-page', () => ({}));
const loadModule = jest.mocked(loadServerModule);

let remotesDir: string;

function publish(remote: string, version: string, exposes: string[]): void {
  const dir = path.join(remotesDir, remote, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'contract.json'), JSON.stringify({ name: remote, role: 'remote', exposes }));
}

beforeEach(() => {
  remotesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-up-'));
  loadModule.mockReset();
});
afterEach(() => fs.rmSync(remotesDir, { recursive: true, force: true }));

test("each named version's exposed modules are loaded, the personal pages are not", async () => {
  publish('mfe-catalog', '1.0.0-a', ['ProductPage', 'WishlistPage', 'SearchSuggest']);
  publish('mfe-catalog', '1.0.0-b', ['ProductPage']);
  publish('mfe-cart-checkout', '1.0.0-c', ['CartPage', 'MiniCart']);
  loadModule.mockResolvedValue({ default: () => null });

  const result = await warmUp({
    remotesDir,
    versions: { 'mfe-catalog': ['1.0.0-b', '1.0.0-a'], 'mfe-cart-checkout': ['1.0.0-c'] },
  });

  const loads = loadModule.mock.calls.map(([, remote, version, module]) => `${remote} ${version} ${module}`);
  expect(loads.sort()).toEqual([
    'mfe-cart-checkout 1.0.0-c MiniCart',
    'mfe-catalog 1.0.0-a ProductPage',
    'mfe-catalog 1.0.0-a SearchSuggest',
    'mfe-catalog 1.0.0-b ProductPage',
  ]);
  expect(loadModule.mock.calls.every(([dir]) => dir === remotesDir)).toBe(true);
  expect(result.loaded.sort()).toEqual(loads);
  expect(result.failed).toEqual([]);
});

test('a module that fails and a version without a contract are reported; the rest still loads', async () => {
  publish('mfe-content', '1.0.0-d', ['AboutPage', 'ContactPage']);
  loadModule.mockImplementation(async (_dir, _remote, _version, module) => {
    if (module === 'ContactPage') throw new Error('mfe-content 1.0.0-d has no server build');
    return { default: () => null };
  });

  const result = await warmUp({ remotesDir, versions: { 'mfe-content': ['1.0.0-d'], 'mfe-account': ['1.0.0-e'] } });

  expect(result.loaded).toEqual(['mfe-content 1.0.0-d AboutPage']);
  expect(result.failed).toHaveLength(2);
  expect(result.failed).toContain('mfe-content 1.0.0-d ContactPage: Error: mfe-content 1.0.0-d has no server build');
  expect(result.failed.find((failure) => failure.startsWith('mfe-account 1.0.0-e: '))).toMatch(/ENOENT/);
});
