// pnpm bench:web: speed of the store in the browser.
//  1. Build figures: gzipped JavaScript of the shell and of each remote's own code (no browser).
//  2. Unless --check: builds what is missing, serves the store as the Run command does on its own
//     ports (or uses --url) and the HTML-only limit page (scripts/lib/limit-page.ts) beside it, and
//     for /, a category page, a product page, /cart and the limit page prints Lighthouse (mobile and
//     desktop; the pages interleaved run by run, median of --runs, default 3) scores, LCP, TBT and CLS,
//     the main thread's observed task time and the machine's benchmark index at the page's runs,
//     each page's LCP as a multiple of the limit page's in the same run, and the gzipped JavaScript
//     and CSS each page loads on its first visit, split by shell, shared libraries and remote. The
//     limit page is measured twice: as it is, and with the policy headers the store's pages carry
//     (read from the store's /), which cost a page a renderer process of its own.
// --check: only the build figures, compared with scripts/budgets.json (used by CI).
// --baseline <origin>: the same four pages of another store (e.g. an earlier commit served with
//     BENCH_PORT elsewhere) interleaved into the same runs, as "base …" rows: an A/B taken under the
//     same load. --forms mobile|desktop: one form only (default both).
// --lang bn|hi: the same /, category and product pages in that language interleaved into the same runs
//     (mobile unless --forms says), and the bytes such a page adds beside the English page's: its
//     catalogue chunks, its font, everything else.
// --phone: then the same pages and the limit page on a throttled phone, applied to the real load
//     (scripts/lib/phone-load.ts): largest paint (and over the limit page's), load and when the page
//     has hydrated, the trade Lighthouse's simulation does not show; then, per page, a tap on its
//     main action 0.5/1/2 s after the first view: when it took effect, whether any input was lost,
//     when the header and the main section were ready, and INP over five interactions
//     (scripts/lib/tap-to-effect.ts). --taps: only those, without Lighthouse; --only <regexp>: only the
//     tap pages whose name matches it.
// --pages <regexp>: Lighthouse only for the pages whose name matches it (and the limit page).
// --ab <dir>: another checkout of the store (the commit before a change, built there) served beside
//     this one on the next ports and taken as the baseline of every figure above, run for run.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded, firstModelOf, isBuilt, startStore } from './lib/bench-store.ts';
import { ensureChromium } from './lib/chromium.ts';
import { pagePolicyHeaders, startLimitPage } from './lib/limit-page.ts';
import { LIMIT_PAGE, lcpOverLimit, machineFigures, median, runLighthouse } from './lib/lighthouse-run.ts';
import { printPhoneFigures } from './lib/phone-load.ts';
import { printTapToEffect } from './lib/tap-to-effect.ts';
import { REMOTE_NAMES, REPO_ROOT } from './lib/paths.ts';

type Figures = Record<string, Record<string, number>>;

interface FederationManifest {
  exposes?: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const gzipLength = (content: Buffer) => gzipSync(content, { level: 9 }).length;
const gzipOf = (file: string) => gzipLength(fs.readFileSync(file));
const distOf = (pkg: string) => path.join(REPO_ROOT, pkg, 'dist');
const readManifest = (pkg: string) =>
  JSON.parse(fs.readFileSync(path.join(distOf(pkg), 'mf-manifest.json'), 'utf8')) as FederationManifest;

// ---------------------------------------------------------------- build figures (--check)

/**
 * What a remote makes the page download of its own when the shell provides the shared libraries:
 * its remoteEntry.js plus the chunks an exposed module loads synchronously (per mf-manifest.json).
 * firstPage is the largest of those over its exposed modules; exposed is all of them together.
 */
function remoteFigures(remote: string) {
  const dist = distOf(remote);
  const manifest = readManifest(remote);
  const sizeOf = (file: string) => gzipOf(path.join(dist, file));
  const entry = sizeOf('remoteEntry.js');
  const exposes = manifest.exposes ?? [];
  const pageSizes = exposes.map((expose) => expose.assets.js.sync.reduce((sum, file) => sum + sizeOf(file), 0));
  const allExposed = new Set(exposes.flatMap((expose) => expose.assets.js.sync));
  const exposed = [...allExposed].reduce((sum, file) => sum + sizeOf(file), 0);
  return { remoteEntry: kb(entry), firstPage: kb(entry + Math.max(0, ...pageSizes)), exposed: kb(entry + exposed) };
}

/** The shell's own code (entry + its chunks) and the shared libraries it provides to the page. */
function shellFigures() {
  const dist = distOf('shell');
  const shared = shellSharedFiles();
  const js = fs.readdirSync(dist).filter((name) => name.endsWith('.js'));
  const sum = (files: string[]) => kb(files.reduce((total, file) => total + gzipOf(path.join(dist, file)), 0));
  const reactCopies = js.filter((file) => REACT_MARKER.test(fs.readFileSync(path.join(dist, file), 'utf8'))).length;
  return {
    total: sum(js),
    own: sum(js.filter((file) => !shared.has(file))),
    shared: sum(js.filter((file) => shared.has(file))),
    reactCopies,
    startupFiles: shellStartupFiles().length,
  };
}

/** The libraries the shell provides to the remotes as singletons (and what they bundle). */
const SHARED_SOURCE =
  /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(react|react-dom|react-router|react-router-dom|scheduler|zustand|jotai|cookie|set-cookie-parser|use-sync-external-store)\/|(^|\/)shared\/src\//;

/** Shell chunks whose source (per their source map) is mostly the shared libraries. */
function shellSharedFiles(): Set<string> {
  const dist = distOf('shell');
  const shared = new Set<string>();
  for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.js') && !name.startsWith('main.'))) {
    const mapFile = path.join(dist, `${file}.map`);
    if (!fs.existsSync(mapFile)) continue;
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; sourcesContent?: Array<string | null> };
    let sharedBytes = 0;
    let allBytes = 0;
    map.sources.forEach((source, index) => {
      const bytes = map.sourcesContent?.[index]?.length ?? 0;
      allBytes += bytes;
      if (SHARED_SOURCE.test(source)) sharedBytes += bytes;
    });
    if (sharedBytes * 2 > allBytes) shared.add(file);
  }
  return shared;
}

/** Only React's own module assigns its client internals (react-dom reads them). */
const REACT_MARKER = /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/;

/**
 * The pages of the benchmark and the remote modules each renders first: its route's page and the
 * header's search box (shell/src/app/page-routes.ts, shell/src/layout/header/search-slot.tsx).
 */
const FIRST_RENDER: Record<string, Array<[remote: string, module: string]>> = {
  home: [
    ['mfe-catalog', 'HomePage'],
    ['mfe-catalog', 'SearchSuggest'],
  ],
  category: [
    ['mfe-catalog', 'CategoryPage'],
    ['mfe-catalog', 'SearchSuggest'],
  ],
  product: [
    ['mfe-catalog', 'ProductPage'],
    ['mfe-catalog', 'SearchSuggest'],
  ],
  cart: [
    ['mfe-cart-checkout', 'CartPage'],
    ['mfe-catalog', 'SearchSuggest'],
  ],
};

/** The shell's scripts that every first visit loads: its entry and the chunks its HTML preloads. */
function shellStartupFiles(): string[] {
  const html = fs.readFileSync(path.join(distOf('shell'), 'index.html'), 'utf8');
  // Script paths start with the placeholder the edge replaces by /remotes/shell/<version>/.
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*as=script[^>]*href)=["']?\/__shell__\/([^"'\s>]+\.js)/g)].map(
    (match) => match[1]!,
  );
}

/**
 * Gzipped JavaScript a page needs for its first render, from the build: the shell's startup scripts,
 * then per remote its remoteEntry.js and the synchronous chunks of the modules the page shows first.
 * What a page loads after that (Swiper once the home page has painted, a dialog when it opens) is
 * not in it; the browser run below prints everything a visit fetched.
 */
function pageFigures(): Figures {
  const shell = shellStartupFiles().reduce((sum, file) => sum + gzipOf(path.join(distOf('shell'), file)), 0);
  const pages: Figures = {};
  for (const [page, modules] of Object.entries(FIRST_RENDER)) {
    const files = new Set<string>();
    for (const [remote, module] of modules) {
      const expose = readManifest(remote).exposes?.find((entry) => entry.name === module);
      if (!expose) throw new Error(`${remote} exposes no ${module}`);
      files.add(path.join(remote, 'remoteEntry.js'));
      for (const file of expose.assets.js.sync) files.add(path.join(remote, file));
    }
    const remotes = [...files].reduce(
      (sum, file) => sum + gzipOf(path.join(REPO_ROOT, file.split(path.sep)[0]!, 'dist', ...file.split(path.sep).slice(1))),
      0,
    );
    pages[page] = { shell: kb(shell), remotes: kb(remotes), firstRender: kb(shell + remotes) };
  }
  return pages;
}

function buildFigures(): Figures {
  const figures: Figures = { shell: shellFigures() };
  for (const remote of REMOTE_NAMES) figures[remote] = remoteFigures(remote);
  for (const [page, figure] of Object.entries(pageFigures())) figures[`page ${page}`] = figure;
  return figures;
}

function checkBudgets(figures: Figures): string[] {
  const budgets = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'scripts', 'budgets.json'), 'utf8')) as Figures;
  const over: string[] = [];
  for (const [name, limits] of Object.entries(budgets)) {
    if (name.startsWith('_')) continue;
    for (const [measure, limit] of Object.entries(limits)) {
      const actual = figures[name]?.[measure];
      if (actual === undefined) over.push(`${name}.${measure}: not measured`);
      else if (actual > limit) over.push(`${name}.${measure}: ${actual} is over its budget of ${limit}`);
    }
  }
  return over;
}

// ---------------------------------------------------------------- serving the store

// BENCH_PORT moves the bench's store (api at +1000) for a second copy on one machine; the limit page
// takes a port the system gives (3650 + 9 = 3659 is one of the ports Chromium refuses to load).
const PORT = Number(process.env.BENCH_PORT ?? 3650);
const BENCH_ENV = {
  PORT: String(PORT),
  API_PORT: String(PORT + 1000),
  DATA_DIR: `/tmp/web-bench-data-${PORT}`,
  DEPLOY_DIR: `/tmp/web-bench-deploy-${PORT}`,
  STORE_ORIGINS: `http://localhost:${PORT}`,
};
const STORE_LOG = `/tmp/web-bench-store-${PORT}.log`;

/** The A/B's other store: the next ports, its own data and deploy folders. */
const BASE_PORT = PORT + 1;
const BASE_ENV = {
  PORT: String(BASE_PORT),
  API_PORT: String(BASE_PORT + 1000),
  DATA_DIR: `/tmp/web-bench-data-${BASE_PORT}`,
  DEPLOY_DIR: `/tmp/web-bench-deploy-${BASE_PORT}`,
  STORE_ORIGINS: `http://localhost:${BASE_PORT}`,
};

/** The store in `dir` (`--ab`), which must be built there. */
async function startBaseStore(dir: string) {
  const root = path.resolve(dir);
  if (!isBuilt(root)) throw new Error(`--ab ${dir}: no build there; run pnpm install and pnpm build in it first`);
  return startStore(BASE_ENV, `/tmp/web-bench-store-${BASE_PORT}.log`, root);
}

// ---------------------------------------------------------------- pages and Lighthouse

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The page's main-thread tasks as observed, unthrottled: what Lighthouse's simulation scales 4× into TBT. */
  mainThreadMs: number;
  hostIndex: number;
  assets: Array<{ url: string; type: 'js' | 'css' | 'font' }>;
}

async function lighthouse(url: string, form: 'mobile' | 'desktop'): Promise<RunFigures> {
  const report = await runLighthouse(url, [
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(form === 'desktop' ? ['--preset=desktop'] : []),
  ]);
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  const items = report.audits['network-requests']?.details?.items ?? [];
  const assets = items.flatMap((item) => {
    const type =
      item.resourceType === 'Script'
        ? 'js'
        : item.resourceType === 'Stylesheet'
          ? 'css'
          : item.resourceType === 'Font'
            ? 'font'
            : null;
    return type && item.url ? [{ url: item.url, type } as const] : [];
  });
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    ...machineFigures(report),
    assets,
  };
}

function medianOf(runs: RunFigures[]) {
  const pick = (key: Exclude<keyof RunFigures, 'assets'>) => median(runs.map((run) => run[key]));
  return {
    perf: pick('performance'),
    a11y: pick('accessibility'),
    'best-pr.': pick('bestPractices'),
    seo: pick('seo'),
    'LCP s': Number((pick('lcpMs') / 1000).toFixed(2)),
    'TBT ms': pick('tbtMs'),
    CLS: pick('cls'),
    'main ms': pick('mainThreadMs'),
    host: pick('hostIndex'),
  };
}

// ---------------------------------------------------------------- first-visit bytes by owner

/** shell, shared libraries (what the shell provides), one row per remote; other origins by host. */
function ownerOf(url: URL, origin: string, sharedFiles: Set<string>): string {
  if (url.origin !== origin) return url.host;
  const [, first, remote] = url.pathname.split('/');
  if (first === 'remotes' && remote) return remote;
  return sharedFiles.has(path.basename(url.pathname)) ? 'shared libraries' : 'shell';
}

/** A kept-alive socket the edge closed during the Lighthouse runs fails once; a new one works. */
async function fetchBytes(url: string, attempts = 3): Promise<Buffer> {
  try {
    return Buffer.from(await (await fetch(url)).arrayBuffer());
  } catch (error) {
    if (attempts <= 1) throw new Error(`Could not fetch ${url} again to measure it: ${(error as Error).message}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return fetchBytes(url, attempts - 1);
  }
}

async function bytesByOwner(assets: RunFigures['assets'], origin: string, sharedFiles: Set<string>) {
  const rows: Record<string, { 'JS KB': number; 'CSS KB': number }> = {};
  let reactCopies = 0;
  for (const asset of new Map(assets.map((a) => [a.url, a])).values()) {
    if (!/^https?:/.test(asset.url) || asset.type === 'font') continue;
    const body = await fetchBytes(asset.url);
    if (asset.type === 'js' && REACT_MARKER.test(body.toString('utf8'))) reactCopies += 1;
    const owner = ownerOf(new URL(asset.url), origin, sharedFiles);
    const row = (rows[owner] ??= { 'JS KB': 0, 'CSS KB': 0 });
    row[asset.type === 'js' ? 'JS KB' : 'CSS KB'] += gzipLength(body);
  }
  const total = { 'JS KB': 0, 'CSS KB': 0 };
  for (const row of Object.values(rows)) {
    total['JS KB'] += row['JS KB'];
    total['CSS KB'] += row['CSS KB'];
  }
  rows.total = total;
  for (const row of Object.values(rows)) {
    row['JS KB'] = kb(row['JS KB']);
    row['CSS KB'] = kb(row['CSS KB']);
  }
  return { rows, reactCopies };
}

// ---------------------------------------------------------------- main

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

type Form = 'mobile' | 'desktop';

/**
 * Every page once per run, mobile then desktop, run after run: a slow minute of the machine then
 * lands on every page alike, and each run's LCP is set against the limit page's of the same run.
 */
async function storePages(origin: string, label = ''): Promise<Record<string, string>> {
  const model = await firstModelOf(origin, 'audio');
  return {
    [`${label}/`]: `${origin}/`,
    [`${label}/category/audio`]: `${origin}/category/audio`,
    [`${label}/product/${model}`]: `${origin}/product/${encodeURIComponent(model)}`,
    [`${label}/cart`]: `${origin}/cart`,
  };
}

/** The first three store pages under a language's prefix, named "<language> /…". */
async function languagePages(origin: string, language: string, label = ''): Promise<Record<string, string>> {
  const english = Object.entries(await storePages(origin)).filter(([name]) => name !== '/cart');
  return Object.fromEntries(
    english.map(([name, url]) => [`${label}${language} ${name}`, url.replace(origin, `${origin}/${language}`)]),
  );
}

/** The pages whose name matches --pages (a regular expression); the limit page is always measured. */
function onlyPagesNamed(pages: Record<string, string>, pattern: string | undefined): Record<string, string> {
  if (pattern === undefined) return pages;
  const wanted = new RegExp(pattern);
  return Object.fromEntries(Object.entries(pages).filter(([name]) => name.startsWith(LIMIT_PAGE) || wanted.test(name)));
}

// A section's catalogue chunk in a language (webpackChunkName "…words-bn").
const CATALOGUE_CHUNK = /words-(bn|hi)\./;

/** What a page's first visit fetches, in KB: gzipped scripts and stylesheets, fonts as sent (woff2). */
async function visitBytes(assets: RunFigures['assets']) {
  const sums = { 'JS KB': 0, 'of which catalogues KB': 0, 'CSS KB': 0, 'fonts KB': 0 };
  for (const asset of new Map(assets.map((a) => [a.url, a])).values()) {
    if (!/^https?:/.test(asset.url)) continue;
    const body = await fetchBytes(asset.url);
    if (asset.type === 'font') sums['fonts KB'] += body.length;
    else {
      const size = gzipLength(body);
      sums[asset.type === 'js' ? 'JS KB' : 'CSS KB'] += size;
      if (asset.type === 'js' && CATALOGUE_CHUNK.test(asset.url)) sums['of which catalogues KB'] += size;
    }
  }
  return Object.fromEntries(Object.entries(sums).map(([key, value]) => [key, kb(value)])) as typeof sums;
}

/** Each language page's first-visit bytes beside its English page's, and what the language adds. */
async function printLanguageBytes(language: string, results: Map<string, RunFigures[]>, form: Form): Promise<void> {
  const table: Record<string, Awaited<ReturnType<typeof visitBytes>>> = {};
  for (const key of results.keys()) {
    if (!key.startsWith(`${language} /`) || !key.endsWith(` ${form}`)) continue;
    const name = key.slice(0, -` ${form}`.length);
    const english = name.slice(language.length + 1);
    const ownBytes = await visitBytes(results.get(key)?.[0]?.assets ?? []);
    const englishBytes = await visitBytes(results.get(`${english} ${form}`)?.[0]?.assets ?? []);
    table[english] = englishBytes;
    table[name] = ownBytes;
    table[`${name}, added`] = Object.fromEntries(
      Object.entries(ownBytes).map(([column, value]) => [
        column,
        kb((value - englishBytes[column as keyof typeof englishBytes]) * 1024),
      ]),
    ) as typeof ownBytes;
  }
  console.log(`\nFirst visit of each page in ${language} beside English (${form}): gzipped JS and CSS, fonts as sent:`);
  console.table(table);
}

async function browserFigures(
  origin: string,
  limit: { url: string; withStoreHeadersUrl: string },
  runs: number,
  forms: Form[],
  baseline: string | undefined,
  language: string | undefined,
): Promise<void> {
  const pages = onlyPagesNamed(
    {
      ...(await storePages(origin)),
      ...(language ? await languagePages(origin, language) : {}),
      ...(baseline ? await storePages(baseline, 'base ') : {}),
      ...(baseline && language ? await languagePages(baseline, language, 'base ') : {}),
      [LIMIT_PAGE]: limit.url,
      [`${LIMIT_PAGE}, store headers`]: limit.withStoreHeadersUrl,
    },
    argument('--pages'),
  );
  const results = new Map<string, RunFigures[]>();
  const lcpRatios = new Map<string, number[]>();
  for (let run = 1; run <= runs; run += 1) {
    for (const form of forms) {
      const thisRun = new Map<string, RunFigures>();
      for (const [name, url] of Object.entries(pages)) {
        const figures = await lighthouse(url, form);
        console.log(
          `run ${run}/${runs} ${form} ${name}: perf ${figures.performance}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, ` +
            `TBT ${figures.tbtMs} ms, CLS ${figures.cls}, main thread ${figures.mainThreadMs} ms, host ${figures.hostIndex}`,
        );
        thisRun.set(name, figures);
        results.set(`${name} ${form}`, [...(results.get(`${name} ${form}`) ?? []), figures]);
      }
      for (const [name, ratio] of lcpOverLimit(thisRun)) {
        const key = `${name} ${form}`;
        lcpRatios.set(key, [...(lcpRatios.get(key) ?? []), ratio]);
      }
    }
  }
  const sharedFiles = shellSharedFiles();
  if (language) await printLanguageBytes(language, results, forms[0]!);
  for (const name of Object.keys(pages).filter((page) => !page.startsWith(LIMIT_PAGE) && !page.startsWith('base '))) {
    const { rows, reactCopies } = await bytesByOwner(results.get(`${name} ${forms[0]}`)?.[0]?.assets ?? [], origin, sharedFiles);
    console.log(`\n${name}: gzipped JS and CSS of the first visit, by owner (copies of React: ${reactCopies})`);
    console.table(rows);
  }
  const table: Record<string, ReturnType<typeof medianOf> & { 'LCP / limit': number }> = {};
  for (const form of forms) {
    for (const name of Object.keys(pages)) {
      const key = `${name} ${form}`;
      table[key] = { ...medianOf(results.get(key) ?? []), 'LCP / limit': Number(median(lcpRatios.get(key) ?? []).toFixed(2)) };
    }
  }
  console.log(
    `\nLighthouse 12.8, median of ${runs} interleaved run(s) (mobile: default throttling; desktop: desktop preset);` +
      " LCP / limit: the median over runs of the page's LCP divided by the limit page's in the same run;" +
      " main ms: the main thread's tasks as observed before the simulation scales them (TBT counts what 4× of a task after" +
      " the first paint spends over 50 ms); host: Lighthouse's benchmark index of the machine at the page's runs" +
      " (JavaScript alone: the browser's font and network services, which a loaded machine slows too, are not in it):",
  );
  console.table(table);
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  if (!check) buildIfNeeded();
  const figures = buildFigures();
  console.log('Gzipped JavaScript of each build (KB; reactCopies: files holding React):');
  console.table(figures);
  const over = checkBudgets(figures);
  if (check) {
    if (over.length) {
      console.error(`Over budget:\n${over.join('\n')}`);
      return 1;
    }
    console.log('Every build is within its budget (scripts/budgets.json).');
    return 0;
  }
  const runs = Number(argument('--runs') ?? 3);
  const url = argument('--url');
  const abDir = argument('--ab');
  if (abDir !== undefined && argument('--baseline') !== undefined)
    throw new Error('--ab and --baseline both name the baseline; give one');
  const formArgument = argument('--forms');
  const language = argument('--lang');
  if (language !== undefined && language !== 'bn' && language !== 'hi')
    throw new Error(`--lang must be bn or hi, got "${language}"`);
  // The languages' figure is Lighthouse mobile; --forms adds desktop.
  const forms = (formArgument ? [formArgument] : language ? ['mobile'] : ['mobile', 'desktop']).filter(
    (form): form is Form => form === 'mobile' || form === 'desktop',
  );
  if (forms.length === 0) throw new Error(`--forms must be mobile or desktop, got "${formArgument}"`);
  const store = url ? null : await startStore(BENCH_ENV, STORE_LOG);
  const baseStore =
    abDir === undefined
      ? null
      : await startBaseStore(abDir).catch((error: unknown) => {
          store?.stop();
          throw error;
        });
  const baseline = baseStore?.origin ?? argument('--baseline');
  const taps = { baseOrigin: baseline, only: argument('--only') };
  try {
    const origin = url ?? store!.origin;
    if (process.argv.includes('--taps')) {
      printTapToEffect(origin, taps);
      return 0;
    }
    const storeHeaders = pagePolicyHeaders((await fetch(`${origin}/`)).headers);
    const limit = await startLimitPage(ensureChromium(), 0, storeHeaders);
    try {
      await browserFigures(origin, limit, runs, forms, baseline, language);
      if (process.argv.includes('--phone')) {
        await printPhoneFigures(
          { ...(await storePages(origin)), ...(baseline ? await storePages(baseline, 'base ') : {}) },
          runs,
          limit.url,
        );
        printTapToEffect(origin, taps);
      }
    } finally {
      await limit.close();
    }
  } finally {
    store?.stop();
    baseStore?.stop();
  }
  if (over.length) console.log(`\nOver budget:\n${over.join('\n')}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
