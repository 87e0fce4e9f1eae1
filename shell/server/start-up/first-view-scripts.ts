// Scripts after the first view (docs/decisions/0007). A page the edge rendered in full
// is seen without any script: its scripts make it answer taps. Asked for in the head, they shared a
// phone's bandwidth with the stylesheets and the first view's pictures and held its first paint
// (docs/decisions/0007). On such a page the head carries one inline loader, with the shell's entry
// and every file to preload, instead of their tags. The loader asks for them once the first view is on
// screen: when the pictures the page asks for first (img[fetchpriority=high]: the home banner, a
// listing's first row, a product's picture) have arrived, and the next frame has painted them. Not the
// window's `load`: on a slow phone the home page's fifty pictures held it seconds after the banner.
// Painted means on screen: the main thread paints a frame well before a busy phone's compositor shows
// it (90 ms on this 2-core machine), and a script run in between delays it, so the loader also waits
// for the browser's own first-contentful-paint entry, which comes once the frame was shown (buffered:
// one already shown is reported at once).
// A shopper's first tap or key asks at once, and SCRIPTS_AT_LATEST_MS after the navigation began they
// are asked for anyway (a picture that never comes).
// The end of a server-rendered page says whether its first view is complete (firstViewComplete):
// when a section was left to the browser or rendered without its data, or the server did not render
// the page at all, the loader starts the scripts once the document is parsed, as `defer` did.
// Personal pages keep their tags: their content is rendered by their scripts. A page whose head already
// asks for its first picture fetches its scripts at once and only runs them after it (scriptStartFor).
import { scriptJson } from '../html-text';
import type { ScriptHint } from '../preload-hints';
import type { InlineScript } from '../page-head/head-items';
import type { ShellTemplate } from '../page-head/shell-template';

export const SCRIPTS_AT_LATEST_MS = 3000;

const COMPLETE_FLAG = '__FIRST_VIEW_COMPLETE__';

export interface StartScripts {
  /** The shell's entry (main.<hash>.js), run once everything it will ask for is being fetched. */
  entry: string;
  /** The shell's start-up chunks, then each remote's manifest, entry and chunks; none when the head preloads them. */
  preload: ScriptHint[];
}

/**
 * How a page's scripts start (`route`: the released shell's, released-routes.ts):
 * - `with-the-page`: a personal page's content is rendered by its scripts; they keep their tags.
 * - `run-after-first-view`: the head already asks for the first view's picture ahead of the scripts
 *   (`firstViewNamed`: its section's first view gave pictures to preload, as the home page's banner,
 *   or said it shows text only, as the career form). The scripts are fetched at once, behind
 *   it, and run after the first view: asked for after it, on a slow phone they queued behind the page's
 *   other pictures and the page answered taps seconds later (docs/decisions/0007).
 * - `asked-after-first-view`: any other page; its first pictures are found only in its body, and
 *   scripts asked for in the head held them back.
 */
export type ScriptStart = 'with-the-page' | 'run-after-first-view' | 'asked-after-first-view';

export function scriptStartFor(route: { personal: boolean } | undefined, firstViewNamed: boolean): ScriptStart {
  if (route?.personal) return 'with-the-page';
  return firstViewNamed ? 'run-after-first-view' : 'asked-after-first-view';
}

/** What the shell's own start-up tags name (its entry, then its preloads); null when it has no entry tag. */
export function shellStartOf(template: ShellTemplate): StartScripts | null {
  // One answer per shell version's template, asked for on every page.
  const known = shellStarts.get(template);
  if (known !== undefined) return known;
  const found = readShellStart(template);
  shellStarts.set(template, found);
  return found;
}

const shellStarts = new WeakMap<ShellTemplate, StartScripts | null>();

function readShellStart(template: ShellTemplate): StartScripts | null {
  let entry: string | undefined;
  const preload: ScriptHint[] = [];
  for (const part of template.head) {
    if (part.kind === 'entry') entry = part.src;
    if (part.kind === 'start-preload') preload.push({ href: part.href, as: 'script' });
  }
  return entry ? { entry, preload } : null;
}

// ES5 and no arrow functions: it runs before anything else, in every browser the store serves. No
// comments inside: it is written on one line. A timer may fire a fraction of a millisecond before
// performance.now() says its time has come (the clocks are read apart), so the latest start waits again.
const LOADER = `(function (d, w, entry, preload, latestMs) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (hint) {
      var link = d.createElement('link');
      link.rel = 'preload';
      link.as = hint.as;
      if (hint.as === 'fetch') link.crossOrigin = 'anonymous';
      link.href = hint.href;
      d.head.appendChild(link);
    });
    var script = d.createElement('script');
    script.fetchPriority = 'high';
    script.src = entry;
    d.head.appendChild(script);
  }
  function afterNextPaint() {
    requestAnimationFrame(function () { setTimeout(whenFirstPaintIsShown, 0); });
  }
  function whenFirstPaintIsShown() {
    var Observer = w.PerformanceObserver;
    if (!Observer || (Observer.supportedEntryTypes || []).indexOf('paint') < 0) return start();
    new Observer(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  }
  function whenFirstPicturesAreIn(then) {
    var images = d.querySelectorAll('img[fetchpriority="high"]');
    var waiting = 0;
    function arrived() {
      waiting -= 1;
      if (waiting === 0) then();
    }
    for (var i = 0; i < images.length; i += 1) {
      if (images[i].complete) continue;
      waiting += 1;
      images[i].addEventListener('load', arrived, { once: true });
      images[i].addEventListener('error', arrived, { once: true });
    }
    if (waiting === 0) then();
  }
  function atTheLatest() {
    var left = latestMs - performance.now();
    if (left > 0) return setTimeout(atTheLatest, left);
    start();
  }
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
    w.addEventListener(type, start, { capture: true, passive: true, once: true });
  });
  d.addEventListener('DOMContentLoaded', function () {
    if (!w.${COMPLETE_FLAG}) return start();
    whenFirstPicturesAreIn(afterNextPaint);
    atTheLatest();
  });
})`.replace(/\n\s*/g, ' ');

/** The inline loader that asks for the page's scripts after its first view (see the top of this file). */
export function loaderScript({ entry, preload }: StartScripts): InlineScript {
  return {
    kind: 'script',
    code: `${LOADER}(document, window, ${scriptJson(entry)}, ${scriptJson(preload)}, ${SCRIPTS_AT_LATEST_MS})`,
  };
}

/** Said by the end of a server-rendered page whose first view is complete: the loader may wait. */
export function firstViewComplete(): string {
  return `window.${COMPLETE_FLAG}=true;`;
}
