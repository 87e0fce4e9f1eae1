import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { linkedStylesheetsPlugin } from './linked-stylesheets';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn() }));

type PreloadOps = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforePreloadRemote']>>[0];

function filterOf(plugin: ModuleFederationRuntimePlugin, own?: (url: string) => boolean) {
  const args = { preloadOps: [{ nameOrAlias: 'mfe_catalog', filter: own }] } as unknown as PreloadOps;
  void plugin.beforePreloadRemote?.(args);
  return args.preloadOps[0]!.filter!;
}

beforeEach(() => {
  document.head.innerHTML =
    '<link rel="stylesheet" href="/remotes/mfe-catalog/1.0.0-a/__federation_expose_HomePage.1d1ee2d7.css">' +
    '<link rel="preload" as="script" href="/remotes/mfe-catalog/1.0.0-a/498.6c632697.js">';
});

test('a stylesheet the page already links is not linked again, whatever form its URL takes', () => {
  const filter = filterOf(linkedStylesheetsPlugin());
  expect(filter(`${window.location.origin}/remotes/mfe-catalog/1.0.0-a/__federation_expose_HomePage.1d1ee2d7.css`)).toBe(false);
  expect(filter('/remotes/mfe-catalog/1.0.0-a/__federation_expose_HomePage.1d1ee2d7.css')).toBe(false);
});

test('other stylesheets and every script are still preloaded', () => {
  const filter = filterOf(linkedStylesheetsPlugin());
  expect(filter(`${window.location.origin}/remotes/mfe-catalog/1.0.0-a/__federation_expose_ProductPage.0a0a0a0a.css`)).toBe(true);
  expect(filter(`${window.location.origin}/remotes/mfe-catalog/1.0.0-a/498.6c632697.js`)).toBe(true);
});

test("a preload's own filter still applies", () => {
  const filter = filterOf(linkedStylesheetsPlugin(), (url) => !url.includes('ProductPage'));
  expect(filter('/remotes/mfe-catalog/1.0.0-a/__federation_expose_ProductPage.0a0a0a0a.css')).toBe(false);
  expect(filter('/remotes/mfe-catalog/1.0.0-a/__federation_expose_SearchPage.0b0b0b0b.css')).toBe(true);
});
