import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockingIfFourTimesSlower, kindsOver, pageThread, tasksOf, type TraceEvent } from './trace-reading.ts';

const PAGE = { pid: 7, tid: 1 };
const NAVIGATION = 1_000_000;
/** A complete event on the page's main thread, `at` and `ms` in ms from the navigation. */
const span = (name: string, at: number, ms: number): TraceEvent => ({
  ...PAGE,
  name,
  ph: 'X',
  ts: NAVIGATION + at * 1000,
  dur: ms * 1000,
});

const frame = (functionName: string) => ({ functionName, url: '', lineNumber: 0, columnNumber: 0 });

const trace: TraceEvent[] = [
  // Another renderer (an extension page, say) loading nothing over http.
  {
    pid: 9,
    tid: 1,
    name: 'navigationStart',
    ph: 'R',
    ts: 10,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'chrome://newtab/' } },
  },
  {
    ...PAGE,
    name: 'navigationStart',
    ph: 'R',
    ts: NAVIGATION,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://localhost:3000/' } },
  },
  { ...PAGE, name: 'firstContentfulPaint', ph: 'R', ts: NAVIGATION + 100_000 },
  { ...PAGE, name: 'store:hydrated', cat: 'blink.user_timing', ph: 'R', ts: NAVIGATION + 400_000 },
  // Before the first paint: a layout of 60 ms, 20 of them asking for fonts.
  span('RunTask', 10, 60),
  span('Layout', 10, 60),
  span('FontCache::GetFontPlatformData', 20, 20),
  // After it: a script task of 40 ms whose microtasks start two fetches (4 ms), and a short task.
  span('RunTask', 200, 40),
  span('EvaluateScript', 200, 30),
  span('RunMicrotasks', 230, 10),
  span('ResourceFetcher::requestResource', 231, 2),
  span('ResourceFetcher::requestResource', 234, 2),
  span('RunTask', 300, 5),
  // The CPU profile of the page's thread: 30 ms in hydrate() called from start(), then 10 ms in start(), then a
  // sample between tasks (at 250 ms), which no task takes.
  { ...PAGE, name: 'Profile', ph: 'P', id: '0x1', ts: NAVIGATION, args: { data: { startTime: NAVIGATION + 200_000 } } },
  {
    pid: 7,
    tid: 2,
    name: 'ProfileChunk',
    ph: 'P',
    id: '0x1',
    ts: NAVIGATION + 250_000,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame('(root)') },
            { id: 2, parent: 1, callFrame: frame('start') },
            { id: 3, parent: 2, callFrame: frame('hydrate') },
            { id: 4, parent: 1, callFrame: frame('betweenTasks') },
          ],
          samples: [3, 2, 4],
        },
        timeDeltas: [0, 30_000, 20_000],
      },
    },
  },
];

test("the page's thread is the one that loaded its document over http, with its first paint and marks", () => {
  const thread = pageThread(trace);
  assert.deepEqual(thread && { pid: thread.pid, paint: thread.firstContentfulPaintMs, marks: [...thread.marks] }, {
    pid: 7,
    paint: 100,
    marks: [['store:hydrated', 400]],
  });
  assert.equal(pageThread(trace.filter((event) => event.pid !== 7)), undefined);
});

test("a task's time by kind counts each event's own time once: font lookups out of layout, fetch starts out of script", () => {
  const tasks = tasksOf(trace, pageThread(trace)!).filter((task) => task.durationMs >= 10);
  assert.deepEqual(
    tasks.map((task) => ({ at: task.startMs, ms: task.durationMs, kinds: Object.fromEntries(task.kinds) })),
    [
      { at: 10, ms: 60, kinds: { 'layout and style': 40, 'font lookups': 20 } },
      { at: 200, ms: 40, kinds: { script: 36, 'fetch starts': 4 } },
    ],
  );
  assert.deepEqual(Object.fromEntries(kindsOver(tasks)), {
    'layout and style': 40,
    'font lookups': 20,
    script: 36,
    'fetch starts': 4,
  });
});

test("a task's samples name the functions it ran, callers included, each once a sample", () => {
  const [, script, short] = tasksOf(trace, pageThread(trace)!);
  assert.deepEqual(Object.fromEntries(script!.functions), { hydrate: 30, start: 40 });
  assert.equal(short!.functions.size, 0);
});

test('Lighthouse in short: only tasks after the first paint, each 4× as long, block for what passes 50 ms', () => {
  const tasks = tasksOf(trace, pageThread(trace)!);
  // 40 ms × 4 − 50 = 110; the 5 ms task × 4 stays under 50; the layout before the paint does not count.
  assert.equal(blockingIfFourTimesSlower(tasks, 100), 110);
});
