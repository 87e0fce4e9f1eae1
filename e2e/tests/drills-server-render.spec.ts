// Drills: the server render follows the registry and isolates a failing section, with real
// files. A section whose released server build is missing, or whose server render throws, is sent as
// the slot's loading state and renders in the browser as before; a release and a rollback change the
// next request's HTML with no restart of the edge.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/store-test';
import { mainText, pageHtml, withoutScripts } from '../fixtures/server-html';
import { distDir, operator, readRegistry, writeRegistry } from '../fixtures/registry';
import { e2eEnv } from '../fixtures/e2e-env';

const env = e2eEnv();
const CONTACT = '/contact-us';
const serverDir = (version: string) => path.join(env.deployDir, 'remotes', 'mfe-content', version, 'server');

const readText = (dir: string, name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

/** The contact page's server chunk in the build (not minified), which the drills edit before releasing it. */
function contactServerChunk(): string {
  const dir = path.join(distDir('mfe-content'), 'server');
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.js') && readText(dir, name).includes('"Contact Us"'));
  if (files.length !== 1)
    throw new Error(`expected one server chunk with the contact page's heading in ${dir}, found ${files.length}`);
  return path.join(dir, files[0]!);
}

/** Releases mfe-content with its ContactPage server chunk edited; the build is put back afterwards. */
function releaseEdited(edit: (source: string) => string): string {
  const chunk = contactServerChunk();
  const original = fs.readFileSync(chunk, 'utf8');
  const edited = edit(original);
  expect(edited, 'the drill found what it edits').not.toBe(original);
  try {
    fs.writeFileSync(chunk, edited);
    operator('release', 'mfe-content', '--no-build');
  } finally {
    fs.writeFileSync(chunk, original);
  }
  return readRegistry()['mfe-content'].current;
}

/** Releases mfe-content with no server/ folder; the build is put back afterwards. */
function releaseWithoutServerBuild(): string {
  const built = path.join(distDir('mfe-content'), 'server');
  const moved = `${built}.drill-moved`;
  fs.renameSync(built, moved);
  try {
    operator('release', 'mfe-content', '--no-build');
  } finally {
    fs.renameSync(moved, built);
  }
  return readRegistry()['mfe-content'].current;
}

const contactHeading = (html: string) => /<h1[^>]*>Contact Us<\/h1>/.test(withoutScripts(html));
const slotLoading = (html: string) => /<main\b[^>]*>[\s\S]*role="status" aria-label="Loading"/.test(withoutScripts(html));

/** The edge sends the contact page with the chrome and the slot's loading state; the browser's
 * build of the same version is sound, so the page renders there, with no hydration mismatch. */
async function expectLeftToTheBrowser(page: Page, request: APIRequestContext): Promise<void> {
  const { status, html } = await pageHtml(request, CONTACT);
  expect(status).toBe(200);
  expect(withoutScripts(html)).toContain('Bengal <strong>Electronics</strong>');
  expect(slotLoading(html)).toBe(true);
  expect(contactHeading(html)).toBe(false);
  // The section needs its scripts to be seen: they are asked for once the page is parsed, not after it.
  expect(html.includes('__FIRST_VIEW_COMPLETE__=true'), 'the page says its first view is complete').toBe(false);

  await page.goto(CONTACT);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('is not available right now');
}

let original: ReturnType<typeof readRegistry>;
test.beforeEach(() => {
  original = readRegistry();
});
test.afterEach(() => {
  writeRegistry(original);
});

test('a release and a rollback change the server’s HTML on the next request', async ({ request }) => {
  const before = readRegistry()['mfe-content'].current;
  expect(mainText((await pageHtml(request, CONTACT)).html)).toContain('Contact Us');

  const released = releaseEdited((source) => source.replaceAll('"Contact Us"', '"Contact Us (server drill)"'));
  expect(released).not.toBe(before);
  expect(mainText((await pageHtml(request, CONTACT)).html)).toContain('Contact Us (server drill)');

  operator('rollback', 'mfe-content');
  expect(readRegistry()['mfe-content'].current).toBe(before);
  const { html } = await pageHtml(request, CONTACT);
  expect(contactHeading(html)).toBe(true);
  expect(mainText(html)).not.toContain('server drill');
});

test('a release is loaded on the server before any page asks for it', async ({ request }) => {
  const released = releaseEdited((source) => `${source}\n// drill: loaded before any page asks\n`);
  // No page is asked for: the edge loads the version when it sees the registry name it (its warm-up),
  // and counts each server module it loaded in /metrics (which answers this machine).
  const warmed = new RegExp(`^edge_server_modules_warmed_total\\{remote="mfe-content",version="${released}"\\} (\\d+)`, 'm');
  await expect.poll(async () => Number(warmed.exec(await (await request.get('/metrics')).text())?.[1] ?? 0)).toBeGreaterThan(0);
});

test('a section whose server build is missing is sent loading and renders in the browser', async ({ page, request }) => {
  // Released without its server build, as a version released before server rendering: the edge's
  // warm-up loads a version as soon as the registry names it, so the build must be missing by then.
  const version = releaseWithoutServerBuild();
  expect(fs.existsSync(serverDir(version))).toBe(false);
  await expectLeftToTheBrowser(page, request);
});

test('a section whose server render throws is sent loading and renders in the browser', async ({ page, request }) => {
  releaseEdited((source) =>
    source.replace('"Contact Us"', '(() => { throw new Error("drill: the server render of ContactPage throws"); })()'),
  );
  await expectLeftToTheBrowser(page, request);
});
