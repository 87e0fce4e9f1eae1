import '@store/shared/base.css';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createStoreRouter } from './app/create-router';
import { dropServerHeadTagsOnNavigation } from './app/server-head-tags';
import { installFieldReporting } from './federation/field-events';
import { loadPrerenderedSlots, reportRecoverableError } from './federation/hydrate-prerendered';
import { PrerenderedSlotsContext, type SlotModule } from './federation/prerendered-slots';
import { loadRegistry } from './federation/registry';

installFieldReporting();

// Start reading the registry while React renders the header.
loadRegistry().catch(() => undefined);

/**
 * Marks the page ready (html[data-store-ready]) once React has attached to it: before that a click on
 * the server's HTML does nothing, so the e2e suite waits for it after each page load (store-test.ts).
 */
function MarkReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.storeReady = 'true';
  }, []);
  return children;
}

function store(ready: Map<string, SlotModule>): ReactNode {
  const router = createStoreRouter();
  dropServerHeadTagsOnNavigation(router, window.location.pathname);
  return (
    <StrictMode>
      <MarkReady>
        <PrerenderedSlotsContext.Provider value={{ ready }}>
          <RouterProvider router={router} />
        </PrerenderedSlotsContext.Provider>
      </MarkReady>
    </StrictMode>
  );
}

async function start(root: HTMLElement): Promise<void> {
  const serverState = window.__SSR__;
  // The edge rendered this page (ARCHITECTURE.md, "How a page is composed"): hydrate it.
  if (serverState && root.hasChildNodes()) {
    const ready = await loadPrerenderedSlots(serverState);
    if (ready) {
      hydrateRoot(root, store(ready), { onRecoverableError: reportRecoverableError });
      return;
    }
    // A module the server rendered cannot be loaded here: render afresh, each slot as it always did.
    root.replaceChildren();
  }
  createRoot(root).render(store(new Map()));
}

const root = document.getElementById('root');
if (root) void start(root);
