import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { headItemHtml, renderPage, wholePage } from '../page-head/render-page';
import { parseShellTemplate } from '../page-head/shell-template';
import { routeIn } from '../released-routes';
import { releasedPageRoutes } from '../../src/app/released-page-routes';
import { loaderScript, scriptStartFor, SCRIPTS_AT_LATEST_MS, shellStartOf } from './first-view-scripts';

test("a personal page keeps its scripts' tags; a page whose head asks for its picture runs them after it", () => {
  const routes = releasedPageRoutes().routes;
  const route = (pathname: string) => routeIn(routes, pathname);
  assert.equal(scriptStartFor(route('/category/tv'), false), 'asked-after-first-view');
  assert.equal(scriptStartFor(undefined, false), 'asked-after-first-view');
  assert.equal(scriptStartFor(route('/cart'), false), 'with-the-page');
  assert.equal(scriptStartFor(route('/wishlist'), false), 'with-the-page');
  assert.equal(scriptStartFor(route('/'), true), 'run-after-first-view');
});

test("the shell's start-up tags are taken out of its minified page, in order", () => {
  const built = parseShellTemplate(
    '<head><link rel=stylesheet href=/s/1.css><script defer src=/s/main.1.js></script>' +
      '<link rel=preload as=script href=/s/2.js><link rel=preload as=script href=/s/3.js></head><body></body>',
  );
  assert.deepEqual(shellStartOf(built), {
    entry: '/s/main.1.js',
    preload: [
      { href: '/s/2.js', as: 'script' },
      { href: '/s/3.js', as: 'script' },
    ],
  });
  assert.equal(
    wholePage(renderPage(built, [], { nonce: 'n0nce', lang: 'en-IN', shellStart: 'taken' })),
    '<head><link rel=stylesheet href=/s/1.css></head><body></body>',
  );
  assert.equal(shellStartOf(parseShellTemplate('<head></head><body></body>')), null, 'no entry tag: nothing to start');
});

test('the loader names its files as JSON a script cannot be closed from', () => {
  const tag = headItemHtml(loaderScript({ entry: '/s/main.js', preload: [{ href: '/s/</script>.js', as: 'script' }] }), 'n0nce');
  assert.ok(tag.startsWith('<script nonce="n0nce">'));
  assert.equal(tag.indexOf('</script>'), tag.length - '</script>'.length);
});

test('the loader, written on one line, is a script that compiles', () => {
  const source = loaderScript({ entry: '/s/main.js', preload: [{ href: '/s/1.js', as: 'script' }] }).code;
  assert.doesNotThrow(() => new vm.Script(source), 'a line comment inside would swallow the rest of the loader');
});

test('at the latest, the scripts are asked for once SCRIPTS_AT_LATEST_MS has passed, even when the timer comes early', () => {
  const timers: Array<{ run: () => void; delay: number }> = [];
  const added: string[] = [];
  let now = 500;
  let parsed = (): void => undefined;
  const document = {
    head: { appendChild: (element: { src?: string; href?: string }) => added.push(element.src ?? element.href ?? '') },
    createElement: () => ({}),
    querySelectorAll: () => [],
    addEventListener: (_type: string, listener: () => void) => (parsed = listener),
  };
  const window = { addEventListener: () => undefined, __FIRST_VIEW_COMPLETE__: true };
  vm.runInNewContext(loaderScript({ entry: '/s/main.js', preload: [] }).code, {
    document,
    window,
    performance: { now: () => now },
    requestAnimationFrame: () => undefined, // the first view never paints here
    setTimeout: (run: () => void, delay: number) => timers.push({ run, delay }),
  });
  parsed();
  const latest = timers.pop()!;
  assert.equal(latest.delay, SCRIPTS_AT_LATEST_MS - 500);
  now = SCRIPTS_AT_LATEST_MS - 0.2; // the timer fires a fraction early
  latest.run();
  assert.deepEqual(added, [], 'not before SCRIPTS_AT_LATEST_MS');
  now = SCRIPTS_AT_LATEST_MS;
  timers.pop()!.run();
  assert.deepEqual(added, ['/s/main.js']);
});

/** The loader in a page whose pictures are in, run until its next frame was painted by the main thread. */
function loaderAfterThePaint(paintTiming: boolean) {
  const added: string[] = [];
  const timers: Array<() => void> = [];
  let shown: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | null =
    null;
  let parsed = (): void => undefined;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
    constructor(callback: typeof shown) {
      shown = callback;
    }
    observe() {}
  }
  vm.runInNewContext(loaderScript({ entry: '/s/main.js', preload: [] }).code, {
    document: {
      head: { appendChild: (element: { src?: string }) => added.push(element.src ?? '') },
      createElement: () => ({}),
      querySelectorAll: () => [],
      addEventListener: (_type: string, listener: () => void) => (parsed = listener),
    },
    window: { addEventListener: () => undefined, __FIRST_VIEW_COMPLETE__: true, PerformanceObserver },
    performance: { now: () => 100 },
    requestAnimationFrame: (frame: () => void) => frame(),
    setTimeout: (run: () => void, delay: number) => (delay === 0 ? timers.push(run) : undefined),
  });
  parsed();
  timers.shift()!();
  const showFirstPaint = () =>
    shown?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => undefined });
  return { added, showFirstPaint };
}

test('the scripts wait until the first paint is on screen, not only painted', () => {
  const page = loaderAfterThePaint(true);
  assert.deepEqual(page.added, [], 'the frame is painted but not yet shown');
  page.showFirstPaint();
  assert.deepEqual(page.added, ['/s/main.js']);
});

test('a browser without paint timing asks for the scripts once the next frame is painted', () => {
  assert.deepEqual(loaderAfterThePaint(false).added, ['/s/main.js']);
});

test("a personal page's shell entry keeps its tag, asked for at high priority", () => {
  const page = (html: string) =>
    wholePage(renderPage(parseShellTemplate(html), [], { nonce: 'n0nce', lang: 'en-IN', shellStart: 'in-head' }));
  assert.equal(
    page('<head><link rel=stylesheet href=/s/1.css><script defer src=/s/main.1.js></script></head><body></body>'),
    '<head><link rel=stylesheet href=/s/1.css><script fetchpriority="high" defer src=/s/main.1.js></script></head><body></body>',
  );
  assert.equal(page('<head></head>'), '<head></head>', 'no entry tag: the page is left as it is');
});
