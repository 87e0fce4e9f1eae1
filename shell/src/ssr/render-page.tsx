// Renders one page on the server: the route is matched with the same routes the browser uses
// (app/create-router.tsx), the page's section is loaded first (its first view decides the page's
// head tags and status), then React streams the shell, each section in its own Suspense boundary.
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { LanguageContext, languageBasename, loadLanguage, splitLanguagePath } from '@store/runtime';
import { routes } from '../app/create-router';
import { PAGE_ROUTES } from '../app/page-routes';
import { PrerenderedSlotsContext, type PrerenderedSlots } from '../federation/prerendered-slots';
import type { PreparedPage, RenderCallbacks, RenderPageRequest } from './render-contract';
import { createServerSlots } from './server-slots';

interface StoreConfig {
  __STORE_CONFIG__?: { apiBase?: string };
}

/** Sections' api clients read their base from here (shared/src/api-client); on the edge it is the api itself. */
function pointApiClientsAt(apiUrl: string): void {
  (globalThis as StoreConfig).__STORE_CONFIG__ = { apiBase: `${apiUrl}/api` };
}

function pageRouteOf(matches: Array<{ route: { path?: string } }>) {
  const paths = matches.map((match) => match.route.path);
  return PAGE_ROUTES.find((route) => paths.includes(route.path));
}

export async function renderPage(request: RenderPageRequest): Promise<PreparedPage> {
  pointApiClientsAt(request.apiUrl);
  const url = new URL(request.url);
  // /bn/… and /hi/… are the same routes under the language's basename (app/language-root.tsx).
  const { language } = splitLanguagePath(url.pathname);
  const basename = languageBasename(language);
  const handler = createStaticHandler(routes, basename ? { basename } : undefined);
  const context = await handler.query(new Request(url));
  // The store's routes have no redirects; a Response here would be one.
  if (context instanceof Response) throw new Error(`The route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = pageRouteOf(context.matches);
  const params = context.matches.at(-1)?.params ?? {};
  const slots = createServerSlots({
    registry: request.registry,
    remotesDir: request.remotesDir,
    budgetMs: request.budgetMs,
    route: { params, search: url.search, origin: url.origin, language },
    onSkipped: request.onSlotSkipped ?? (() => undefined),
    onWithoutData: request.onSlotWithoutData ?? request.onSlotSkipped ?? (() => undefined),
  });
  const pageSlot = page ? await slots.load(page.remote, page.module) : null;
  // The shell's words and the page's section's, in this page's language, before React renders with them.
  await loadLanguage(language);
  const prerendered: PrerenderedSlots = { serverLoad: slots.load, ready: new Map() };

  return {
    status: context.statusCode,
    head: pageSlot?.head,
    render(callbacks: RenderCallbacks) {
      const stream = renderToPipeableStream(
        <LanguageContext.Provider value={language}>
          <PrerenderedSlotsContext.Provider value={prerendered}>
            <StaticRouterProvider router={router} context={context} nonce={request.nonce} />
          </PrerenderedSlotsContext.Provider>
        </LanguageContext.Provider>,
        {
          nonce: request.nonce,
          // React outlines a finished boundary larger than this (12.8 KB by default) as a hidden <div>
          // moved into place by script; a page's section is larger, and must be in place without script.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          onShellReady: callbacks.onShellReady,
          onShellError: callbacks.onShellError,
          onAllReady: callbacks.onAllReady,
          onError: callbacks.onError,
        },
      );
      return { pipe: (destination) => stream.pipe(destination), abort: (reason) => stream.abort(reason) };
    },
    renderedState: slots.rendered,
  };
}
