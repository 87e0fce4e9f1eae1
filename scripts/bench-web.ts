// pnpm bench:web: gzipped JavaScript of the shell and of each remote (its own code, and the shared
// fallbacks it carries but the page does not load), then the home page's first load in Chromium.
// --check: only the build figures, compared with scripts/budgets.json (no browser; used by CI).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_NAMES, REPO_ROOT } from './lib/paths.ts';

interface Manifest {
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const gzipOf = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

function jsFiles(dir: string): string[] {
  return fs.readdirSync(dir).filter((name) => name.endsWith('.js'));
}

/**
 * What a remote makes the page download of its own when the shell provides the shared libraries:
 * its remoteEntry.js plus the chunks an exposed module loads synchronously (per mf-manifest.json).
 * firstPage is the largest of those over its exposed modules; exposed is all of them together.
 */
function remoteFigures(remote: string) {
  const dist = path.join(REPO_ROOT, remote, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const sizeOf = (file: string) => gzipOf(path.join(dist, file));
  const entry = sizeOf('remoteEntry.js');
  const pageSizes = manifest.exposes.map((expose) => expose.assets.js.sync.reduce((sum, file) => sum + sizeOf(file), 0));
  const allExposed = new Set(manifest.exposes.flatMap((expose) => expose.assets.js.sync));
  const exposed = [...allExposed].reduce((sum, file) => sum + sizeOf(file), 0);
  return { remoteEntry: kb(entry), firstPage: kb(entry + Math.max(0, ...pageSizes)), exposed: kb(entry + exposed) };
}

function shellFigures() {
  const dist = path.join(REPO_ROOT, 'shell', 'dist');
  return { total: kb(jsFiles(dist).reduce((sum, file) => sum + gzipOf(path.join(dist, file)), 0)) };
}

function buildFigures() {
  const figures: Record<string, Record<string, number>> = { shell: shellFigures() };
  for (const remote of REMOTE_NAMES) figures[remote] = remoteFigures(remote);
  return figures;
}

function checkBudgets(figures: Record<string, Record<string, number>>): string[] {
  const budgets = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'scripts', 'budgets.json'), 'utf8')) as Record<string, Record<string, number>>;
  const over: string[] = [];
  for (const [name, limits] of Object.entries(budgets)) {
    if (name.startsWith('_')) continue;
    for (const [measure, limit] of Object.entries(limits)) {
      const actual = figures[name]?.[measure];
      if (actual === undefined) over.push(`${name}.${measure}: not measured`);
      else if (actual > limit) over.push(`${name}.${measure}: ${actual} KB is over its budget of ${limit} KB`);
    }
  }
  return over;
}

// The few Playwright calls used here (the package lives in e2e/, not at the root).
interface MinimalResponse {
  url(): string;
  body(): Promise<Buffer>;
}
interface MinimalChromium {
  launch(options: object): Promise<{
    newPage(): Promise<{ on(event: 'response', handler: (response: MinimalResponse) => void): void; goto(url: string, options: object): Promise<unknown> }>;
    close(): Promise<void>;
  }>;
}

async function homeFirstLoad(url: string) {
  const requireFromE2e = createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'));
  const { chromium } = requireFromE2e('@playwright/test') as { chromium: MinimalChromium };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  const byOwner: Record<string, number> = {};
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const owner = pathname.startsWith('/remotes/') ? pathname.split('/')[2] ?? 'remote' : 'shell (and shared libraries)';
    byOwner[owner] = (byOwner[owner] ?? 0) + gzipSync(body, { level: 9 }).length;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  const total = Object.values(byOwner).reduce((sum, bytes) => sum + bytes, 0);
  return { byOwner: Object.fromEntries(Object.entries(byOwner).map(([owner, bytes]) => [owner, kb(bytes)])), total: kb(total) };
}

async function main(): Promise<number> {
  const figures = buildFigures();
  console.log('Gzipped JavaScript of each build (KB):');
  console.table(figures);
  const over = checkBudgets(figures);
  if (process.argv.includes('--check')) {
    if (over.length) {
      console.error(`Over budget:\n${over.join('\n')}`);
      return 1;
    }
    console.log('Every build is within its budget (scripts/budgets.json).');
    return 0;
  }
  const urlIndex = process.argv.indexOf('--url');
  const url = urlIndex > 0 ? process.argv[urlIndex + 1] : 'http://localhost:3000';
  console.log(`\nHome page first load at ${url} (gzipped KB of JavaScript, by owner):`);
  const home = await homeFirstLoad(url ?? 'http://localhost:3000');
  console.table(home.byOwner);
  console.log(`Total: ${home.total} KB`);
  if (over.length) console.log(`\nOver budget:\n${over.join('\n')}`);
  return 0;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
