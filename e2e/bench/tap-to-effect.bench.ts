// Each page's first action made as soon as its HTML is there, with every script answer held back 0.5,
// 1 or 2 s and the CPU 4× slower: how long from the tap until it took effect, and whether what was
// typed before the scripts ran is still there once they have (ARCHITECTURE.md, "Before the scripts run").
import { test, type Page } from '@playwright/test';

const DELAYS_MS = [500, 1000, 2000];
const TYPED = 'samsung';

interface Action {
  page: string;
  path: (page: Page) => Promise<string>;
  /** Types and taps on the server's HTML; resolves when the tap is made. */
  act: (page: Page) => Promise<void>;
  /** True once the tap has taken effect. */
  done: (page: Page) => Promise<boolean>;
}

async function purchasablePath(page: Page): Promise<string> {
  const answer = await page.request.post('/api/excel-data?field=Categories&value=audio');
  for (const product of ((await answer.json()) as Array<{ Model: string }>).slice(0, 20)) {
    const stock = await page.request.post('/api/stock-details', { data: { sku: product.Model } });
    const qty = Number(
      ((await stock.json()) as { body?: { ProductStock?: Array<{ Available_Qty: number }> } }).body?.ProductStock?.[0]
        ?.Available_Qty,
    );
    if (qty > 2) return `/product/${encodeURIComponent(product.Model.split('/')[0] ?? product.Model)}`;
  }
  throw new Error('no purchasable audio product');
}

const search = (page: Page) => page.getByLabel('Search products').filter({ visible: true });

const ACTIONS: Action[] = [
  {
    page: 'product: Add to Cart',
    path: purchasablePath,
    act: (page) => page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click(),
    done: (page) => page.evaluate(() => (window.localStorage.getItem('cart') ?? '[]') !== '[]'),
  },
  {
    page: 'category: sort Low to High',
    path: async () => '/category/audio',
    act: async (page) => {
      await page.getByRole('main').getByRole('combobox', { name: 'Sort by' }).first().selectOption('price-asc');
    },
    done: async (page) => page.url().includes('sort=price-asc'),
  },
  {
    page: 'contact: typed and sent',
    path: async () => '/contact-us',
    act: async (page) => {
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Bench Shopper');
      await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Timing');
      await form.getByRole('button', { name: 'Send message' }).click();
    },
    done: (page) => page.getByText('Thank you, your message has been sent.').isVisible(),
  },
];

const rows: Record<string, Record<string, string>> = {};

for (const action of ACTIONS) {
  test(action.page, async ({ browser }) => {
    for (const delay of DELAYS_MS) {
      const context = await browser.newContext();
      await context.route('**/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        await route.continue();
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(await action.path(page), { waitUntil: 'commit' });
      await search(page).fill(TYPED);
      await action.act(page);
      const tapped = Date.now();
      while (!(await action.done(page).catch(() => false))) {
        if (Date.now() - tapped > 60_000) break;
        await page.waitForTimeout(25);
      }
      const effectS = ((Date.now() - tapped) / 1000).toFixed(2);
      await page.waitForFunction(() => document.documentElement.dataset.storeReady === 'true', undefined, { timeout: 60_000 });
      const kept = (await search(page).inputValue()) === TYPED ? 'kept' : 'LOST';
      rows[`${action.page} @ ${delay / 1000} s`] = { 'tap to effect s': effectS, 'typed search': kept };
      await context.close();
    }
  });
}

test.afterAll(() => {
  console.log(
    '\nTap to effect: scripts held back 0.5/1/2 s, CPU 4× slower, 1280 px; the tap made as soon as the HTML was there:',
  );
  console.table(rows);
});
