// Drills: a slow or a down api never holds the server's HTML. A second edge is started on
// the e2e store's released files, in front of a real api that answers 2 s late (a proxy that waits
// before passing each call on) or in front of a port where nothing listens. Its HTML still comes with
// the chrome and a loading state (the section's data did not arrive within its budget), and the
// browser then loads the section's data itself; the parts of the page below the fold keep the server's
// HTML until they hydrate.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '../fixtures/store-test';
import { mainText, withoutScripts } from '../fixtures/server-html';
import { e2eEnv } from '../fixtures/e2e-env';
import { productsOf } from '../fixtures/shopper';

declare global {
  interface Window {
    /** The home page's lazy parts as the server sent them (the drill's init script). */
    serverParts?: Element[];
  }
}

const env = e2eEnv();
const API_DELAY_MS = 2000;
const CATEGORY = '/category/TV';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The e2e store's api behind a proxy that waits `delayMs` before passing each call on and, once told
 * to go down, refuses every call as a stopped api would.
 */
async function proxiedApi(delayMs = 0): Promise<{ port: number; goDown: () => void; close: () => Promise<void> }> {
  let down = false;
  const server = http.createServer((request, response) => {
    if (down) return void request.socket.destroy();
    setTimeout(() => {
      const upstream = http.request(
        { host: '127.0.0.1', port: env.apiPort, path: request.url, method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    goDown: () => {
      down = true;
      server.closeAllConnections();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A second edge over the e2e store's deploy folder, in front of the api on `apiPort`. */
async function startEdge(apiPort: number): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const edge: ChildProcess = spawn(path.join(env.repoRoot, 'node_modules', '.bin', 'tsx'), ['shell/server/main.ts'], {
    cwd: env.repoRoot,
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DEPLOY_DIR: env.deployDir, SECTION_BUDGET_MS: '200' },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/registry.json`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
    .toBe(200);
  return { url, stop: () => edge.kill('SIGTERM') };
}

async function categoryHtml(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${url}${CATEGORY}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

function expectChromeAndLoadingSlot(html: string): void {
  const markup = withoutScripts(html);
  expect(markup).toContain('Bengal <strong>Electronics</strong>');
  // The slot's loading state, or the section rendered without its data showing its own.
  expect(/<main\b[^>]*>([\s\S]*?)<\/main>/.exec(markup)?.[1]).toMatch(/aria-label="Loading( products)?"/);
  // The section needs its scripts to be seen: they are asked for once the page is parsed, not after it.
  expect(html.includes('__FIRST_VIEW_COMPLETE__=true'), 'the page says its first view is complete').toBe(false);
}

test.describe('a slow api', () => {
  let api: Awaited<ReturnType<typeof proxiedApi>>;
  let edge: Awaited<ReturnType<typeof startEdge>>;
  test.beforeAll(async () => {
    api = await proxiedApi(API_DELAY_MS);
    edge = await startEdge(api.port);
  });
  test.afterAll(async () => {
    edge.stop();
    await api.close();
  });

  test('the server sends the chrome and the loading state, and the browser fills the section in', async ({ page, request }) => {
    const [product] = await productsOf(request, 'TV');
    if (!product) throw new Error('the seed needs a TV');
    // The first page load also loads the section's server build; the second waits only for the api.
    await categoryHtml(edge.url);
    const { status, html } = await categoryHtml(edge.url);
    expect(status).toBe(200);
    expectChromeAndLoadingSlot(html);
    expect(mainText(html)).not.toContain(product.Name);

    await page.goto(`${edge.url}${CATEGORY}`);
    await expect(page.getByRole('main').getByText(product.Name).first()).toBeVisible({ timeout: 20_000 });
  });

  // Rendered again before its parts hydrate (the page is, once it has hydrated), a page without its
  // first view gave its parts a new empty answer each time, and React threw all their HTML away.
  test('on the home page the parts below the fold keep the server’s HTML and hydrate on it', async ({ page }) => {
    // Loads the home page's server build, so the next render waits only for the api.
    await fetch(`${edge.url}/`);
    // Each part's elements as the server sent them, taken before any script of the store has run.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.serverParts = [...document.querySelectorAll('[data-lazy-hydrate] > *')];
      });
    });
    // Pictures would queue, 2 s each, before the calls this drill is about.
    await page.route('**/api/images/**', (route) => route.abort());
    await page.goto(`${edge.url}/`);
    // Scrolled through, each part comes near the viewport, hydrates, and a product row loads its products.
    for (const part of await page.locator('[data-lazy-hydrate]').all()) await part.scrollIntoViewIfNeeded();
    const row = page.getByRole('region', { name: 'MOBILE & TAB' });
    await row.scrollIntoViewIfNeeded();
    await expect(row.locator('a[href^="/product/"]').first()).toBeVisible({ timeout: 20_000 });
    const parts = await page.evaluate(() => {
      const server = window.serverParts ?? [];
      const replaced = server.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 80));
      return { count: server.length, replaced };
    });
    expect(parts.count).toBeGreaterThan(5);
    expect(parts.replaced).toEqual([]);
  });
});

test('the api down: the server still sends the page with the chrome, and the section settles in the browser', async ({
  page,
}) => {
  // The edge learns the release set from the api when it starts; the api goes away afterwards.
  const api = await proxiedApi();
  const edge = await startEdge(api.port);
  api.goDown();
  try {
    const { status, html } = await categoryHtml(edge.url);
    expect(status).toBe(200);
    expectChromeAndLoadingSlot(html);

    await page.goto(`${edge.url}${CATEGORY}`);
    // The listing's answer for a failed call (docs/screens.md); the header and footer keep working.
    await expect(page.getByRole('main').getByText('No products found')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('contentinfo')).toBeVisible();
  } finally {
    edge.stop();
    await api.close();
  }
});
