// The budget and the personal pages of a server render, with the loading of server builds faked.
import type { FirstViewRoute } from '@store/shared';
import { loadServerModule } from './server-containers';
import { isPastTheBudget } from './render-contract';
import { createServerSlots } from './server-slots';

jest.mock('./server-containers', () => ({ loadServerModule: jest.fn() }));
const loadModule = jest.mocked(loadServerModule);

const Page = () => null;
const never = () => new Promise<never>(() => undefined);

function slots(budgetMs = 200) {
  const skipped: string[] = [];
  const withoutData: string[] = [];
  const server = createServerSlots({
    registry: {
      'mfe-catalog': { current: '1.0.0-a', versions: ['1.0.0-a'] },
      'mfe-content': { current: '1.0.0-b', versions: [] },
      'mfe-cart-checkout': { current: '1.0.0-c', versions: [] },
      'mfe-account': { current: '1.0.0-d', versions: [] },
    },
    remotesDir: '/deploy/remotes',
    budgetMs,
    route: { params: { productId: 'X1' }, search: '', origin: 'https://store.example' },
    onSkipped: (remote, module, reason) => skipped.push(`${remote} ${module}: ${reason}`),
    onWithoutData: (remote, module, reason) => withoutData.push(`${remote} ${module}: ${reason}`),
  });
  return { server, skipped, withoutData };
}

beforeEach(() => {
  jest.useFakeTimers();
  loadModule.mockReset();
});
afterEach(() => jest.useRealTimers());

test('a section with its first view renders with the data, and is reported to the browser', async () => {
  const loadFirstView = jest.fn(async (_route: FirstViewRoute, _signal: AbortSignal) => ({
    data: { 'product:X1': { Name: 'TV' } },
    head: { title: 'TV' },
  }));
  loadModule.mockResolvedValue({ default: Page, loadFirstView });
  const { server } = slots();
  const slot = await server.load('mfe-catalog', 'ProductPage');
  expect(slot).toEqual({ Component: Page, firstView: { 'product:X1': { Name: 'TV' } }, head: { title: 'TV' } });
  expect(loadModule).toHaveBeenCalledWith('/deploy/remotes', 'mfe-catalog', '1.0.0-a', 'ProductPage');
  expect(loadFirstView.mock.calls[0]?.[0]).toEqual({ params: { productId: 'X1' }, search: '', origin: 'https://store.example' });
  expect(server.rendered()).toEqual({
    slots: [{ remote: 'mfe-catalog', module: 'ProductPage', firstView: { 'product:X1': { Name: 'TV' } } }],
  });
});

test('a section whose server module is not there within the budget renders its loading state', async () => {
  loadModule.mockImplementation(never);
  const { server, skipped } = slots(200);
  const slot = server.load('mfe-catalog', 'HomePage');
  await jest.advanceTimersByTimeAsync(200);
  await expect(slot).resolves.toBeNull();
  expect(skipped).toEqual(['mfe-catalog HomePage: its server module took longer than 200 ms']);
  // The edge counts it as late, not as a fault (shell/server/server-render/server-rendered-page.ts).
  expect(isPastTheBudget(skipped[0]!.split(': ')[1]!)).toBe(true);
  expect(server.rendered()).toEqual({ slots: [] });
});

test('a slow or failing api leaves the data to the browser but still renders the section', async () => {
  const aborted: boolean[] = [];
  loadModule.mockResolvedValue({
    default: Page,
    loadFirstView: (_route: unknown, signal: AbortSignal) => {
      signal.addEventListener('abort', () => aborted.push(true));
      return never();
    },
  });
  const { server, skipped, withoutData } = slots(200);
  const slot = server.load('mfe-catalog', 'CategoryPage');
  await jest.advanceTimersByTimeAsync(200);
  await expect(slot).resolves.toEqual({ Component: Page, firstView: undefined, head: undefined });
  expect(aborted).toEqual([true]);
  expect(skipped).toEqual([]);
  expect(withoutData).toEqual(['mfe-catalog CategoryPage: its first view was not in time']);
  expect(isPastTheBudget(withoutData[0]!.split(': ')[1]!)).toBe(true);

  loadModule.mockResolvedValue({ default: Page, loadFirstView: () => Promise.reject(new Error('api down')) });
  const failing = slots();
  await expect(failing.server.load('mfe-catalog', 'BrandPage')).resolves.toEqual({
    Component: Page,
    firstView: undefined,
    head: undefined,
  });
  expect(failing.skipped).toEqual([]);
  expect(failing.withoutData).toEqual(['mfe-catalog BrandPage: its first view failed: Error: api down']);
  expect(isPastTheBudget(failing.withoutData[0]!.split(': ').slice(1).join(': '))).toBe(false);
});

test('a section whose server build is missing or broken renders its loading state', async () => {
  loadModule.mockRejectedValue(new Error('mfe-content 1.0.0-b has no server build'));
  const { server, skipped } = slots();
  await expect(server.load('mfe-content', 'AboutPage')).resolves.toBeNull();
  expect(skipped).toEqual(['mfe-content AboutPage: its server module failed: Error: mfe-content 1.0.0-b has no server build']);
  loadModule.mockResolvedValue({ default: 'not a component' });
  await expect(slots().server.load('mfe-content', 'CareerPage')).resolves.toBeNull();
});

test('personal pages are never rendered on the server, nor remotes missing from the registry', async () => {
  const { server } = slots();
  loadModule.mockResolvedValue({ default: Page });
  await expect(server.load('mfe-cart-checkout', 'CartPage')).resolves.toBeNull();
  await expect(server.load('mfe-catalog', 'WishlistPage')).resolves.toBeNull();
  await expect(server.load('mfe-account', 'RegisterLoginPage')).resolves.toBeNull();
  expect(loadModule).not.toHaveBeenCalled();
  const unknown = createServerSlots({
    registry: {},
    remotesDir: '/r',
    budgetMs: 200,
    route: { params: {}, search: '', origin: '' },
    onSkipped: () => undefined,
    onWithoutData: () => undefined,
  });
  await expect(unknown.load('mfe-content', 'AboutPage')).resolves.toBeNull();
  expect(loadModule).not.toHaveBeenCalled();
});

test('each slot is loaded once per render, and a settled one reads synchronously (React’s use())', async () => {
  loadModule.mockResolvedValue({ default: Page });
  const { server } = slots();
  const first = server.load('mfe-catalog', 'SearchSuggest');
  expect(server.load('mfe-catalog', 'SearchSuggest')).toBe(first);
  await first;
  expect(first).toMatchObject({ status: 'fulfilled', value: { Component: Page } });
  expect(loadModule).toHaveBeenCalledTimes(1);
});
