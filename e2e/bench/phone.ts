// A throttled phone for the bench (tap-to-effect.bench.ts): Lighthouse's mobile network applied per
// request (562.5 ms, 1.47 Mbps down, 675 kbps up) and a CPU 4× slower, with observers installed
// before the page's first byte: event timing for INP (as the web-vitals library computes it: the
// longest interaction, each interaction its longest event, entries from 16 ms), long tasks, the
// shell's marks of when each section answers taps, the shopper's touches and each write of the cart
// with the frame that shows it. Times are epoch milliseconds.
import type { Page } from '@playwright/test';

/** How many times slower than this machine the phone's CPU is. */
export const PHONE_CPU_SLOWDOWN = 4;
/** Lighthouse's phone: its window, pixel ratio and touch (the tap bench's context, the trace's). */
export const PHONE_DEVICE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const SECTION_READY = 'store:section-ready:';
const HEADER_SECTIONS = ['header', 'mfe-catalog/SearchSuggest'];

/** An interaction's longest event, and its parts: waiting for the main thread, handlers, the next paint. */
export interface Interaction {
  duration: number;
  what: string;
  inputDelay: number;
  processing: number;
  presentation: number;
}

declare global {
  interface Window {
    __benchInteractions?: Map<number, Interaction>;
    __benchLongTasks?: Array<{ start: number; duration: number }>;
    __benchTouches?: number[];
    __benchCartWrites?: CartWrite[];
    __benchCalls?: Array<{ url: string; start: number }>;
  }
}

/** A write of the cart's storage item: its units and when the frame that shows it started. */
export interface CartWrite {
  units: number;
  shown?: number;
}

/** Runs in the page before its own scripts. */
function observe(): void {
  const interactions = new Map<number, Interaction>();
  const longTasks: Array<{ start: number; duration: number }> = [];
  window.__benchInteractions = interactions;
  window.__benchLongTasks = longTasks;
  const keep = (entry: PerformanceEntry) => {
    const event = entry as PerformanceEventTiming;
    if (!event.interactionId || (interactions.get(event.interactionId)?.duration ?? -1) >= event.duration) return;
    const target = event.target instanceof Element ? event.target : null;
    const label = target?.getAttribute('aria-label') ?? target?.textContent?.trim().slice(0, 24) ?? '';
    interactions.set(event.interactionId, {
      duration: event.duration,
      what: `${event.name} on ${target?.tagName.toLowerCase() ?? '?'} "${label}"`,
      inputDelay: event.processingStart - event.startTime,
      processing: event.processingEnd - event.processingStart,
      presentation: event.startTime + event.duration - event.processingEnd,
    });
  };
  new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({
    type: 'event',
    buffered: true,
    durationThreshold: 16,
  } as PerformanceObserverInit);
  new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => longTasks.push({ start: entry.startTime, duration: entry.duration })),
  ).observe({ type: 'longtask', buffered: true });
  // The shopper's own touch (a replay dispatches untrusted events), and the cart's writes: the page's
  // own record of when a tap took effect, which the bench's polling sees only once the main thread is free.
  const touches: number[] = [];
  window.__benchTouches = touches;
  const touched = (event: Event) => {
    if (!event.isTrusted || event.type !== 'pointerdown') return;
    touches.push(event.timeStamp);
    // Marks, for a trace of the same load (`pnpm trace:page --tap`).
    performance.mark('bench:touch');
  };
  window.addEventListener('pointerdown', touched, { capture: true, passive: true });
  const cartWrites: CartWrite[] = [];
  window.__benchCartWrites = cartWrites;
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    setItem.call(this, key, value);
    if (this !== window.localStorage || key !== 'cart') return;
    let units = Number.NaN;
    try {
      units = (JSON.parse(value) as Array<{ quantity: number }>).reduce((sum, line) => sum + line.quantity, 0);
    } catch {
      // not the store's cart: its units stay unknown
    }
    const write: CartWrite = { units };
    cartWrites.push(write);
    performance.mark('bench:cart written');
    // When the frame that renders the write starts; it paints once its style and layout are done. (A timer set
    // there would fire after the paint, but behind whatever tasks are queued by then.)
    requestAnimationFrame(() => (write.shown = performance.now()));
  };
  // The page's calls as it starts them (resource timing has them only once answered, and keeps 250).
  const calls: Array<{ url: string; start: number }> = [];
  window.__benchCalls = calls;
  const fetchFirst = window.fetch;
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url: new URL(url, location.href).href, start: performance.now() });
    return fetchFirst.call(this, input, init);
  };
}

export interface PhoneTimings {
  headerReady: number;
  mainReady: number;
  /** The shopper's touches of the page (a pointer put down), in order. */
  touches: number[];
  cartWrites: CartWrite[];
  /** When the page started each call (fetch), by its address. */
  calls: Array<{ url: string; start: number }>;
  /** Where the first seconds went, as a table row. */
  trace: (firstView: number) => Record<string, string>;
}

const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '–');

export async function phoneOf(page: Page) {
  // Run by tsx (`pnpm trace:page`), esbuild keeps functions' names by wrapping them in its `__name` helper, which
  // the page does not have: without this, the observers threw before installing anything.
  await page.addInitScript({ content: 'globalThis.__name = function (target) { return target; };' });
  await page.addInitScript(observe);
  const cdp = await page.context().newCDPSession(page);
  return {
    async throttle(): Promise<void> {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1474.56 * 1024) / 8,
        uploadThroughput: (675 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    },

    /** When the page first painted content. */
    async firstView(): Promise<number> {
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
        polling: 20,
        timeout: 60_000,
      });
      return page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
    },

    async timings(mainSection: string): Promise<PhoneTimings> {
      const read = await page.evaluate(
        ({ prefix, header, main }) => {
          const at = (name: string) => {
            const mark = performance.getEntriesByName(`${prefix}${name}`, 'mark')[0];
            return mark ? performance.timeOrigin + mark.startTime : Number.NaN;
          };
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
            (entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'),
          );
          return {
            header: header.map(at).filter(Number.isFinite),
            main: at(main),
            origin: performance.timeOrigin,
            html: navigation ? performance.timeOrigin + navigation.responseEnd : Number.NaN,
            scripts: scripts.map((entry) => ({
              start: performance.timeOrigin + entry.startTime,
              end: performance.timeOrigin + entry.responseEnd,
            })),
            longTasks: (window.__benchLongTasks ?? []).map((task) => ({ ...task, start: performance.timeOrigin + task.start })),
            touches: (window.__benchTouches ?? []).map((at) => performance.timeOrigin + at),
            calls: (window.__benchCalls ?? []).map((call) => ({ ...call, start: performance.timeOrigin + call.start })),
            cartWrites: (window.__benchCartWrites ?? []).map((write) => ({
              units: write.units,
              shown: performance.timeOrigin + (write.shown ?? Number.NaN),
            })),
          };
        },
        { prefix: SECTION_READY, header: HEADER_SECTIONS, main: mainSection },
      );
      const headerReady = read.header.length ? Math.max(...read.header) : Number.NaN;
      return {
        headerReady,
        mainReady: read.main,
        touches: read.touches,
        calls: read.calls,
        cartWrites: read.cartWrites,
        trace: (firstView) => {
          const ready = Math.max(headerReady, read.main);
          const before = read.longTasks.filter((task) => task.start < ready);
          const busy = before.reduce((sum, task) => sum + task.duration, 0);
          const longest = Math.max(0, ...before.map((task) => task.duration));
          const scriptsBefore = read.scripts.filter((script) => script.end <= ready);
          // The first two from the start of the navigation, the rest from the first view.
          return {
            'first view at s': seconds(firstView - read.origin),
            'HTML in s': seconds(read.html - read.origin),
            'scripts in before ready': String(scriptsBefore.length),
            'last of them in s': seconds(Math.max(...scriptsBefore.map((script) => script.end)) - firstView),
            'long tasks before ready ms': String(Math.round(busy)),
            'longest task ms': String(Math.round(longest)),
            'header, main ready s': `${seconds(headerReady - firstView)}, ${seconds(read.main - firstView)}`,
          };
        },
      };
    },

    /** INP so far, how many interactions it saw, and the longest one. */
    async inp(): Promise<{ inpMs: number; interactions: number; longest?: Interaction }> {
      const seen = await page.evaluate(() => [...(window.__benchInteractions ?? new Map<number, Interaction>()).values()]);
      // Under 50 interactions, INP is the longest one (web-vitals drops one per 50 after that).
      const longest = seen.reduce<Interaction | undefined>(
        (worst, each) => (each.duration > (worst?.duration ?? -1) ? each : worst),
        undefined,
      );
      return { inpMs: Math.round(longest?.duration ?? 0), interactions: seen.length, longest };
    },
  };
}
