// The shell's page for one request: each step of the edge adds its items to the head's list, and the
// page is written once (render-page.ts). The head asks first for what the first paint waits for
// (stylesheets, the first pictures), ahead of the shell's own scripts; a server-rendered page asks
// for its scripts, or runs them, after its first view (start-up/first-view-scripts.ts).
import type { HeadTags } from '@store/shared';
import { LANGUAGE_LOCALES, LANGUAGE_TAGS, type Language } from '@store/runtime/languages';
import { scriptJson } from '../html-text';
import { addLanguageFont } from '../language/page-language';
import { NO_HINTS, pageHints, preloadItem, type ScriptHint } from '../preload-hints';
import { addHeadTags, imagePreloads } from '../server-render/head-tags';
import type { ReleasedRoute } from '../released-routes';
import type { ShopperView } from '../shopper-registry';
import { earlyInputScript } from '../start-up/early-input';
import { loaderScript, scriptStartFor, shellStartOf } from '../start-up/first-view-scripts';
import { numberFormatWorkerScript } from '../start-up/number-format-worker';
import { HeadList } from './head-items';
import { renderPage, type PageHtml } from './render-page';
import type { ShellRelease } from '../shell-release';

export interface ShopperPageOptions {
  /** The shell's release: its page's template and the libraries that page holds at start. */
  shell: Pick<ShellRelease, 'template' | 'startUpLibraries'>;
  view: ShopperView;
  /** The edge's checked copy (the remotes' manifests) and where browsers fetch the files ('' for this edge). */
  assets: { copyDir: string; origin: string };
  /** The page's route; undefined for a path no route matches. */
  route: ReleasedRoute | undefined;
  language: Language;
  nonce: string;
  /** The rendered section's head tags; undefined when the page is not rendered on the server. */
  head: HeadTags | undefined;
}

export function shopperPage({ shell, view, assets, route, language, nonce, head }: ShopperPageOptions): PageHtml {
  const { template } = shell;
  // A malformed registry is left for the shell to report; the page itself still loads.
  const registry = view.registry ? scriptJson(view.registry) : '{}';
  const hints = view.registry ? pageHints(assets.copyDir, view.registry, route, assets.origin, shell.startUpLibraries) : NO_HINTS;
  const pictures = imagePreloads(head);
  const start = scriptStartFor(route, pictures.length > 0 || head?.textOnly === true);
  const shellStart = start === 'with-the-page' ? null : shellStartOf(template);
  const preload = shellStart ? [...shellStart.preload, ...hints.scripts] : hints.scripts;
  // Only a page that asks after its first view leaves its scripts out of the head; one that runs them
  // after it fetches the shell's entry at once too, and a page still holding its tags has no loader.
  const loaderAsks = shellStart !== null && start === 'asked-after-first-view';
  const entry: ScriptHint[] = shellStart ? [{ href: shellStart.entry, as: 'script' }] : [];
  const fetchedAtOnce = loaderAsks ? [] : [...entry, ...preload];

  const list = new HeadList();
  // The early-input listener goes first, so it listens before any of the body is there to be touched.
  list.add('first', earlyInputScript(), numberFormatWorkerScript(LANGUAGE_LOCALES[language]));
  if (shellStart) list.add('first', loaderScript({ entry: shellStart.entry, preload: loaderAsks ? preload : [] }));
  list.add('with-styles', ...hints.styles, ...pictures);
  // The registry written in saves the page a round trip.
  list.add('end', { kind: 'script', code: `window.__REGISTRY__=${registry}` }, ...fetchedAtOnce.map(preloadItem));
  addLanguageFont(list, language);
  addHeadTags(list, head, language);
  return renderPage(template, list.items, { nonce, lang: LANGUAGE_TAGS[language], shellStart: shellStart ? 'taken' : 'in-head' });
}
