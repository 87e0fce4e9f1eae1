// A shopper's browser on one page of the drill's store (the e2e package's Playwright, the Chromium the
// tests run): what the page shows once its scripts have run, read from the DOM.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureTestChromium } from '../chromium.ts';
import { REPO_ROOT } from '../paths.ts';

/** What of Playwright the drill uses (the e2e package's types are not this package's). */
interface DrillPage {
  goto(url: string, options: { waitUntil: 'load' }): Promise<unknown>;
  evaluate<T>(expression: string): Promise<T>;
}
interface DrillBrowser {
  newPage(): Promise<DrillPage>;
  close(): Promise<void>;
}
interface Playwright {
  chromium: { launch(options: { executablePath: string; args: string[] }): Promise<DrillBrowser> };
}

export interface PageSeen {
  /** The text of each notice (role="alert") in the page's main region. */
  mainNotices: string[];
  /** The text of each notice in the header. */
  headerNotices: string[];
  /** Links to products in the main region (a catalogue section rendered). */
  productLinks: number;
  /** Where the page was and what its main region began with, when `settled` never held (for the drill's figures). */
  unsettled?: string;
}

// The store marks html[data-store-ready] once the page is hydrated (shell/src/bootstrap.tsx): a
// condition is judged on the page React keeps, not on the server's HTML it is about to replace.
const HYDRATED = `document.documentElement.dataset.storeReady === 'true'`;
const WHERE = `location.pathname + ' (hydrated: ' + (document.documentElement.dataset.storeReady ?? 'no') + '): ' + (document.querySelector('main')?.textContent ?? '').trim().slice(0, 160)`;

const SEEN = `(() => {
  const texts = (selector) => [...document.querySelectorAll(selector)].map((node) => node.textContent.trim());
  return {
    mainNotices: texts('main [role="alert"]'),
    headerNotices: texts('header [role="alert"]'),
    productLinks: document.querySelectorAll('main a[href*="/product/"]').length,
  };
})()`;

async function playwright(): Promise<Playwright> {
  const resolved = createRequire(path.join(REPO_ROOT, 'e2e', 'package.json')).resolve('@playwright/test');
  // A CommonJS package: imported from ESM, its exports are the module's default.
  const loaded = (await import(pathToFileURL(resolved).href)) as Playwright & { default?: Playwright };
  return loaded.default ?? loaded;
}

/**
 * Waits until the page is hydrated and `settled` holds (20 s at most); why not, when it did not.
 * Asked every 100 ms from here: Playwright's waitForFunction evaluates a string with eval, which the
 * store's policy (no 'unsafe-eval') refuses at once.
 */
async function settle(page: DrillPage, settled: string): Promise<string | undefined> {
  const until = Date.now() + 20_000;
  let failure = 'not within 20 s';
  while (Date.now() < until) {
    try {
      if (await page.evaluate<boolean>(`${HYDRATED} && (${settled})`)) return undefined;
    } catch (error) {
      failure = (error as Error).message.split('\n')[0] ?? failure;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const where = await page.evaluate<string>(WHERE).catch(() => 'the page could not be read');
  return `${failure}; ${where}`;
}

/**
 * Opens each URL in a fresh page and waits until it is hydrated and `settled` (a DOM expression)
 * holds, or 20 s pass; what each page showed then.
 */
export async function pagesSeen(urls: Array<{ url: string; settled: string }>): Promise<PageSeen[]> {
  const { chromium } = await playwright();
  const browser = await chromium.launch({ executablePath: ensureTestChromium(), args: ['--no-sandbox'] });
  try {
    const seen: PageSeen[] = [];
    for (const { url, settled } of urls) {
      const page = await browser.newPage();
      await page.goto(url, { waitUntil: 'load' });
      const unsettled = await settle(page, settled);
      seen.push({ ...(await page.evaluate<PageSeen>(SEEN)), ...(unsettled ? { unsettled } : {}) });
    }
    return seen;
  } finally {
    await browser.close();
  }
}
