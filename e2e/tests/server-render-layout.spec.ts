// Nothing moves when the scripts run (no layout shift, docs/decisions/0005): the server's HTML is laid out as the hydrated
// page is, at a phone's width and a desktop's. The server cannot know the width, so what differs by
// width is chosen by CSS in its HTML. Each page is measured with its script files refused (the
// server's HTML and CSS alone, as a phone shows them before the scripts arrive) and again once hydrated.
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { productRoute, productsOf } from '../fixtures/shopper';

interface Watched {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  /** Elements whose place on the page must not change. */
  selectors: string[];
}

const PAGES: Watched[] = [
  {
    name: 'a category',
    path: async () => '/category/audio',
    selectors: ['section[aria-labelledby="listing-title"]', '#listing-title', 'footer'],
  },
  {
    name: 'a product',
    path: async (request) => productRoute((await productsOf(request, 'audio'))[0]!),
    // What the browser loads itself (stock, reviews, related products) may only grow the page below.
    selectors: ['main h1', 'main [role="tablist"]'],
  },
  { name: 'a content page', path: async () => '/about-us', selectors: ['main h1', 'main', 'footer'] },
];

async function boxes(browser: Browser, width: number, path: string, selectors: string[], scripts: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 823 } });
  try {
    if (!scripts) await context.route(/\.js(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(path);
    if (scripts) await page.waitForFunction(() => document.documentElement.dataset.storeReady === 'true');
    return await page.evaluate(
      (selectors) =>
        selectors.map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return box ? { selector, top: Math.round(box.top + window.scrollY), height: Math.round(box.height) } : { selector };
        }),
      selectors,
    );
  } finally {
    await context.close();
  }
}

for (const width of [412, 1280])
  for (const watched of PAGES)
    test(`${watched.name} at ${width}px: the server’s HTML is laid out as the hydrated page`, async ({ browser, request }) => {
      const path = await watched.path(request);
      const server = await boxes(browser, width, path, watched.selectors, false);
      const hydrated = await boxes(browser, width, path, watched.selectors, true);
      expect(
        server.every((box) => 'top' in box),
        'every watched element is in the server’s HTML',
      ).toBe(true);
      expect(hydrated).toEqual(server);
    });
