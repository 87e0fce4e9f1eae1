// pnpm trace:page <url> [--cpu <slowdown>] [--phone] [--tap <selector> --tap-at <s>] [--min <ms>] [--wait <s>]:
// where a page load's main-thread time went, from a Chromium trace with JavaScript sampling: the time by
// kind of work, then each task of at least --min ms (default 30) with its kinds and the functions it ran,
// named from the builds' source maps. Lighthouse's phone window (PHONE_DEVICE, as in the tap bench); --cpu 4
// slows the CPU as the bench's phone does; --phone applies the tap bench's whole phone (its network too).
// --tap taps the first element matching a CSS selector --tap-at seconds (default 0.5) after the first
// contentful paint, as the tap bench does; the touch (`bench:touch`) and each write of the cart
// (`bench:cart written`, both marked by the bench's observers in phone.ts) are printed among the page's
// marks. The store must be served already (`pnpm start`); the trace runs until --wait seconds (default 6)
// after the load event.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { parseArgs } from 'node:util';
import { ensureChromium } from '../../scripts/lib/chromium';
import { REPO_ROOT } from '../../scripts/lib/paths';
import { PHONE_CPU_SLOWDOWN, PHONE_DEVICE, phoneOf } from './phone';
import {
  blockingIfFourTimesSlower,
  kindsOver,
  pageThread,
  tasksOf,
  type CallFrame,
  type Kind,
  type TraceEvent,
} from '../../scripts/lib/trace-reading';

const BUILDS = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-content'].map((name) =>
  path.join(REPO_ROOT, name, 'dist'),
);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'fonts',
  'blink.resource',
];

/** React's and webpack's own frames, on the stack of nearly every sample: left out of a task's list. */
const FRAMEWORK_FRAMES = /^(react-dom\/|scheduler\/|react\/cjs|webpack\/)/;

const sourceMaps = new Map<string, SourceMapConsumer | null>();

function sourceMapOf(url: string): SourceMapConsumer | null {
  const file =
    url
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? '';
  if (!sourceMaps.has(file)) {
    const map = BUILDS.map((dist) => path.join(dist, `${file}.map`)).find(
      (candidate) => file.endsWith('.js') && fs.existsSync(candidate),
    );
    sourceMaps.set(file, map ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null);
  }
  return sourceMaps.get(file)!;
}

const names = new Map<string, string>();

/** `package/file.js:line name` from the source map where the build has one; the bare name otherwise. Each
 * frame is looked up once: the same frames stand in thousands of samples. */
function nameOf(frame: CallFrame): string {
  const key = `${frame.url ?? ''}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
  let name = names.get(key);
  if (name === undefined) names.set(key, (name = originalName(frame)));
  return name;
}

function originalName(frame: CallFrame): string {
  const map = frame.url ? sourceMapOf(frame.url) : null;
  if (!map) return `${frame.url?.split('/').pop() || '(browser)'} ${frame.functionName || '(anonymous)'}`;
  const original = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (original.source ?? '?')
    .replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/^webpack:\/\/[^/]*\//, '');
  return `${source}:${original.line ?? '?'} ${original.name ?? frame.functionName ?? ''}`.trim();
}

interface TraceOptions {
  cpu: number;
  waitSeconds: number;
  /** The tap bench's phone, network included (its CPU slowdown overrides `cpu`). */
  phone: boolean;
  tap?: { selector: string; afterFirstViewMs: number };
}

const TRACED_MARKS = /^(store:|bench:)/;

async function trace(url: string, options: TraceOptions): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext(PHONE_DEVICE);
    const page = await context.newPage();
    const phone = await phoneOf(page);
    const cdp = await context.newCDPSession(page);
    if (options.phone) await phone.throttle();
    else if (options.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: options.tap ? 'commit' : 'load' });
    if (options.tap) {
      const firstView = await phone.firstView();
      await page.waitForTimeout(Math.max(0, firstView + options.tap.afterFirstViewMs - Date.now()));
      await page.locator(options.tap.selector).first().click();
      await page.waitForLoadState('load');
    }
    await page.waitForTimeout(options.waitSeconds * 1000);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

const ms = (value: number) => Math.round(value).toLocaleString('en-IN');
const largest = <K>(map: Map<K, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      cpu: { type: 'string', default: '1' },
      min: { type: 'string', default: '30' },
      wait: { type: 'string', default: '6' },
      phone: { type: 'boolean', default: false },
      tap: { type: 'string' },
      'tap-at': { type: 'string', default: '0.5' },
    },
  });
  const [url] = positionals;
  const [cpu, minMs, wait, tapAt] = [Number(values.cpu), Number(values.min), Number(values.wait), Number(values['tap-at'])];
  if (!url || !/^https?:\/\//.test(url) || ![cpu, minMs, wait, tapAt].every((value) => Number.isFinite(value) && value >= 0)) {
    console.error(
      'Usage: pnpm trace:page <http(s) url> [--cpu <slowdown, 1 = none>] [--phone] [--tap <css selector> [--tap-at <s>]] [--min <ms>] [--wait <s>]',
    );
    return 2;
  }
  const tap = values.tap === undefined ? undefined : { selector: values.tap, afterFirstViewMs: tapAt * 1000 };
  let events: TraceEvent[];
  try {
    events = await trace(url, { cpu, waitSeconds: wait, phone: values.phone, tap });
  } catch (error) {
    console.error(`Could not trace ${url} (is the store served? pnpm start): ${(error as Error).message.split('\n')[0]}`);
    return 1;
  }
  const thread = pageThread(events);
  if (!thread) {
    console.error(`No page load of ${url} in the trace.`);
    return 1;
  }
  const everyTask = tasksOf(events, thread, nameOf);
  const firstPaint = thread.firstContentfulPaintMs ?? 0;
  const storeMarks = [...thread.marks].filter(([name]) => TRACED_MARKS.test(name));
  console.log(
    `${url}, CPU ${values.phone ? PHONE_CPU_SLOWDOWN : cpu}× slower${values.phone ? ' (the phone)' : ''}, ${PHONE_DEVICE.viewport.width} × ${PHONE_DEVICE.viewport.height}: first contentful paint at ${ms(firstPaint)} ms`,
  );
  if (storeMarks.length > 0) console.log(`marks: ${storeMarks.map(([name, at]) => `${name} ${ms(at)} ms`).join(', ')}`);
  const total = everyTask.reduce((sum, task) => sum + task.durationMs, 0);
  console.log(`main-thread tasks: ${everyTask.length}, ${ms(total)} ms in all`);
  if (cpu === 1)
    console.log(
      `each task after the first paint 4× as long, over 50 ms (Lighthouse's TBT in short): ${ms(blockingIfFourTimesSlower(everyTask, firstPaint))} ms`,
    );
  const byKind = kindsOver(everyTask);
  console.log(
    `by kind (ms): ${largest(byKind, 8)
      .map(([kind, value]) => `${kind} ${ms(value)}`)
      .join(', ')}`,
  );
  console.log(
    `\ntasks of ${minMs} ms or more (start ms, length ms): kinds; the functions the samples were in, with their callees (ms)`,
  );
  for (const task of everyTask.filter((each) => each.durationMs >= minMs)) {
    const kinds = largest(task.kinds, 3)
      .map(([kind, value]: [Kind, number]) => `${kind} ${ms(value)}`)
      .join(', ');
    console.log(
      `\n@${ms(task.startMs)} ${task.durationMs.toFixed(1)}${task.startMs < firstPaint ? ' (before the first paint)' : ''}: ${kinds}`,
    );
    const ownOrLibrary = new Map([...task.functions].filter(([name]) => !FRAMEWORK_FRAMES.test(name)));
    for (const [name, value] of largest(ownOrLibrary, 6)) console.log(`    ${value.toFixed(1).padStart(6)}  ${name}`);
  }
  return 0;
}

void main().then((code) => {
  process.exitCode = code;
});
