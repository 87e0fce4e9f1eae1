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
  waitForFunction(expression: string, arg: null, options: { timeout: number }): Promise<unknown>;
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
}

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
 * Opens each URL in a fresh page and waits until `settled` (a DOM expression) holds or 20 s pass;
 * what each page showed then.
 */
export async function pagesSeen(urls: Array<{ url: string; settled: string }>): Promise<PageSeen[]> {
  const { chromium } = await playwright();
  const browser = await chromium.launch({ executablePath: ensureTestChromium(), args: ['--no-sandbox'] });
  try {
    const seen: PageSeen[] = [];
    for (const { url, settled } of urls) {
      const page = await browser.newPage();
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(settled, null, { timeout: 20_000 }).catch(() => undefined);
      seen.push(await page.evaluate<PageSeen>(SEEN));
    }
    return seen;
  } finally {
    await browser.close();
  }
}
