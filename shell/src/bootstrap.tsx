import '@store/shared/base.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadLanguage, splitLanguagePath, type Language } from '@store/runtime';
import { LanguageRoot } from './app/language-root';
import { installFieldReporting } from './federation/field-events';
import { hydrateHeldTapsFirst } from './federation/held-taps-first';
import { loadPrerenderedSlots, reportRecoverableError } from './federation/hydrate-prerendered';
import { createHydrationProgress, type HydrationProgress } from './federation/hydration-progress';
import { installLinkedStylesheets } from './federation/linked-stylesheets';
import { PrerenderedSlotsContext, type PrerenderedSlots } from './federation/prerendered-slots';
import { startPageModule } from './federation/page-module-loading';
import { loadRegistry } from './federation/registry';
import { yieldToMain } from './app/yield-to-main';

installFieldReporting();
installLinkedStylesheets();

// Start reading the registry while React renders the header.
loadRegistry().catch(() => undefined);

const markReady = () => {
  document.documentElement.dataset.storeReady = 'true';
  // When a shopper's page answers, for the bench's throttled phone (scripts/lib/phone-load.ts).
  performance.mark('store:hydrated');
};

/** Tells the progress when React has attached to the page (the sections tell it themselves). */
function RootAttached({ progress, children }: { progress: HydrationProgress; children: ReactNode }) {
  useEffect(() => progress.rootAttached(), [progress]);
  return children;
}

/**
 * `ready`: the modules of the slots the server rendered; `early`: modules started before React's
 * first render for slots the browser renders, which the slot then takes as its own.
 */
function store(ready: PrerenderedSlots['ready'], language: Language, early: PrerenderedSlots['ready'] = new Map()): ReactNode {
  // html[data-store-ready] once the whole page is hydrated: before that a click on a section's
  // server HTML may do nothing, so the e2e suite waits for it after each page load.
  const progress = createHydrationProgress(ready.keys(), markReady);
  const slots = new Map([...early, ...ready]);
  return (
    <StrictMode>
      <RootAttached progress={progress}>
        <LanguageRoot
          initial={language}
          wrap={(router) => (
            <PrerenderedSlotsContext.Provider value={{ ready: slots, slotMounted: progress.slotMounted }}>
              {router}
            </PrerenderedSlotsContext.Provider>
          )}
        />
      </RootAttached>
    </StrictMode>
  );
}

async function start(root: HTMLElement): Promise<void> {
  const serverState = window.__SSR__;
  const serverRendered = serverState !== undefined && root.hasChildNodes();
  // A page the browser renders: its section's module starts loading now (page-module-loading.ts).
  const early = serverRendered ? undefined : startPageModule(window.location.pathname);
  // The page's words must be at hand before React hydrates what the edge rendered with them.
  const { language } = splitLanguagePath(window.location.pathname);
  await loadLanguage(language).catch(() => undefined);
  // The edge rendered this page (ARCHITECTURE.md, "How a page is composed"): hydrate it at once; each
  // section the server rendered hydrates when its module has arrived.
  if (serverRendered) {
    const slots = loadPrerenderedSlots(serverState);
    // Evaluating the shell's modules was one task, making the router is the next.
    await yieldToMain();
    const app = store(slots, language);
    await yieldToMain();
    // As a transition, React hydrates in slices of a few milliseconds, yielding between them (a
    // default update would hydrate the whole shell in one task); a tap meanwhile hydrates its target first.
    startTransition(() => {
      hydrateHeldTapsFirst(hydrateRoot(root, app, { onRecoverableError: reportRecoverableError }));
    });
    return;
  }
  createRoot(root).render(store(new Map(), language, early));
}

const root = document.getElementById('root');
if (root) void start(root);
