import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageHints, preloadItem } from './preload-hints';
import { headItemHtml } from './page-head/render-page';
import { routeIn } from './released-routes';
import { releasedPageRoutes } from '../src/app/released-page-routes';
import type { Registry } from '../src/federation/remotes';

let deployDir: string;
const registry: Registry = {
  'mfe-content': { current: '1.0.0-c', versions: ['1.0.0-c'] },
  'mfe-catalog': { current: '1.0.0-k', versions: ['1.0.0-k'] },
};

/** All the links of the page at `pathname` as one string, styles first. */
const allLinks = (dir: string, registry: Registry, pathname: string) => {
  const hints = pageHints(dir, registry, routeIn(releasedPageRoutes().routes, pathname));
  return [...hints.styles, ...hints.scripts.map(preloadItem)].map((item) => headItemHtml(item, 'n0nce')).join('');
};

function publish(
  remote: string,
  version: string,
  exposes: Record<string, string[]>,
  css: Record<string, string[]> = {},
  shared: Record<string, string[]> = {},
) {
  const dir = path.join(deployDir, 'remotes', remote, version);
  fs.mkdirSync(dir, { recursive: true });
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: Object.entries(exposes).map(([name, sync]) => ({
      name,
      assets: { js: { sync, async: [] }, css: { sync: css[name] ?? [], async: ['99.ffffffff.css'] } },
    })),
    shared: Object.entries(shared).map(([name, sync]) => ({ name, assets: { js: { sync, async: [] } } })),
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  // Every module consumes every library its remote shares, but the home page never jotai.
  const libraries = Object.fromEntries(
    Object.keys(exposes).map((name) => [
      name,
      Object.keys(shared).filter((library) => name !== 'HomePage' || library !== 'jotai'),
    ]),
  );
  fs.writeFileSync(path.join(dir, 'contract.json'), JSON.stringify({ libraries }));
}

before(() => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  publish(
    'mfe-content',
    '1.0.0-c',
    { AboutPage: ['1.aaaaaaaa.js', '__federation_expose_AboutPage.bbbbbbbb.js'], CareerPage: ['9.cccccccc.js'] },
    { AboutPage: ['__federation_expose_AboutPage.12345678.css'], CareerPage: ['9.87654321.css'] },
  );
  publish(
    'mfe-catalog',
    '1.0.0-k',
    { SearchSuggest: ['7.dddddddd.js'], HomePage: ['8.eeeeeeee.js'], CategoryPage: ['5.55555555.js'] },
    {},
    { react: ['3.33333333.js'], jotai: ['4.44444444.js'] },
  );
});
after(() => fs.rmSync(deployDir, { recursive: true, force: true }));

test("a page preloads its remote's manifest, entry and the route's chunks, and the header's search", () => {
  const html = allLinks(deployDir, registry, '/about-us');
  assert.ok(html.includes('<link rel="preload" href="/remotes/mfe-content/1.0.0-c/mf-manifest.json" as="fetch" crossorigin>'));
  assert.ok(html.includes('<link rel="preload" href="/remotes/mfe-content/1.0.0-c/remoteEntry.js" as="script">'));
  assert.ok(html.includes('href="/remotes/mfe-content/1.0.0-c/__federation_expose_AboutPage.bbbbbbbb.js"'));
  assert.ok(!html.includes('9.cccccccc.js'), 'another page of the remote is not preloaded');
  assert.ok(html.includes('href="/remotes/mfe-catalog/1.0.0-k/7.dddddddd.js"'));
  assert.ok(!html.includes('8.eeeeeeee.js'));
});

test('route parameters match and an unknown path still preloads the header search', () => {
  assert.ok(allLinks(deployDir, registry, '/').includes('8.eeeeeeee.js'));
  const unknown = allLinks(deployDir, registry, '/no/such/page');
  assert.ok(unknown.includes('7.dddddddd.js'));
  assert.ok(!unknown.includes('mfe-content'));
});

test('a remote missing from the registry or with a strange version gets no links', () => {
  assert.equal(allLinks(deployDir, {}, '/about-us'), '');
  const odd = allLinks(deployDir, { 'mfe-content': { current: '../x"><script>', versions: [] } }, '/about-us');
  assert.equal(odd, '');
});

test("the page's own module's CSS is linked (the server's HTML is styled before scripts), not other pages' or lazy CSS", () => {
  const html = allLinks(deployDir, registry, '/about-us');
  assert.ok(
    html.includes(
      '<link rel="stylesheet" href="/remotes/mfe-content/1.0.0-c/__federation_expose_AboutPage.12345678.css" data-href="__federation_expose_AboutPage.12345678.css">',
    ),
  );
  assert.ok(!html.includes('9.87654321.css'));
  assert.ok(!html.includes('99.ffffffff.css'));
});

test('stylesheets and scripts come apart, so the head can put what the first paint needs first', () => {
  const hints = pageHints(deployDir, registry, routeIn(releasedPageRoutes().routes, '/about-us'));
  assert.ok(hints.styles.length > 0 && hints.styles.every((item) => headItemHtml(item, 'n0nce').includes('rel="stylesheet"')));
  assert.ok(
    hints.scripts.length > 0 && hints.scripts.every((hint) => headItemHtml(preloadItem(hint), 'n0nce').includes('rel="preload"')),
  );
});

test("a page asks ahead for its section's own copy of a library the shell's page does not hold at start, never React's", () => {
  const links = (startUpLibraries: string[] | null, pathname: string) =>
    pageHints(deployDir, registry, routeIn(releasedPageRoutes().routes, pathname), '', startUpLibraries)
      .scripts.map((hint) => hint.href)
      .join(' ');
  const category = '/category/audio';
  assert.match(links(['react'], category), /\/remotes\/mfe-catalog\/1\.0\.0-k\/4\.44444444\.js/);
  assert.doesNotMatch(links(['react'], category), /3\.33333333\.js/);
  assert.doesNotMatch(links(['react'], '/'), /4\.44444444\.js/, 'a module that does not consume it: none');
  assert.doesNotMatch(links(['react'], '/about-us'), /4\.44444444\.js/, 'the header search alone waits: not the page');
  assert.doesNotMatch(links(null, category), /4\.44444444\.js|3\.33333333\.js/, 'a shell that does not say: none');
});
