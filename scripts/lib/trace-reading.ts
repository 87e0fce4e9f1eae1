// Reading a Chromium trace of one page load (`pnpm trace:page`, e2e/bench/trace-page.ts): the page's
// main-thread tasks, what the browser did in them by kind (script, layout and style, the font lookups
// inside layout, starting fetches, paint...), and where the sampled JavaScript spent each task.

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> & { cpuProfile?: CpuProfileChunk; timeDeltas?: number[]; startTime?: number } };
}

export interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
  columnNumber: number;
}

interface CpuProfileChunk {
  nodes?: Array<{ id: number; parent?: number; callFrame: CallFrame }>;
  samples?: number[];
}

export interface PageThread {
  pid: number;
  tid: number;
  /** Trace time (µs) of the navigation; every time below is in ms from it. */
  navigationStart: number;
  firstContentfulPaintMs?: number;
  /** performance.mark() names and their times. */
  marks: Map<string, number>;
}

export interface Task {
  startMs: number;
  durationMs: number;
  /** Time by kind of work (self time of each traced event, given to its nearest event of a known kind). */
  kinds: Map<Kind, number>;
  /** JavaScript functions the samples in the task were in (each counted once per sample), in ms. */
  functions: Map<string, number>;
}

export type Kind = 'script' | 'layout and style' | 'font lookups' | 'fetch starts' | 'paint' | 'parse HTML' | 'GC' | 'other';

const KIND_OF: Record<string, Kind> = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  'v8.callFunction': 'script',
  TimerFire: 'script',
  FireIdleCallback: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'script',
  'v8.run': 'script',
  'V8.BytecodeBudgetInterrupt': 'script',
  'V8.HandleInterrupts': 'script',
  Layout: 'layout and style',
  UpdateLayoutTree: 'layout and style',
  ParseAuthorStyleSheet: 'layout and style',
  // Asking the browser process for a font: a synchronous call, slow when that process waits for a core.
  'FontCache::GetFontPlatformData': 'font lookups',
  'FontCache::FallbackFontForCharacter': 'font lookups',
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike': 'font lookups',
  'FontDataManager::onMatchFamilyStyle': 'font lookups',
  'ResourceFetcher::requestResource': 'fetch starts',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  'Decode Image': 'paint',
  ParseHTML: 'parse HTML',
  'DocumentLoader::CommitNavigation': 'parse HTML',
  'DocumentLoader::BodyDataReceivedImpl': 'parse HTML',
  'HTMLDocumentParser::MaybeFetchQueuedPreloads': 'parse HTML',
  MinorGC: 'GC',
  MajorGC: 'GC',
};

/** The renderer thread that loaded the page's document over http(s), with its first paint and marks. */
export function pageThread(events: TraceEvent[]): PageThread | undefined {
  const navigation = events.find((event) => {
    const data = event.args?.data;
    const url = data?.documentLoaderURL;
    return (
      event.name === 'navigationStart' && data?.isLoadingMainFrame === true && typeof url === 'string' && /^https?:/.test(url)
    );
  });
  if (!navigation) return undefined;
  const fromNavigation = (ts: number) => (ts - navigation.ts) / 1000;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid);
  const marks = new Map<string, number>();
  for (const event of events) {
    const isMark = event.cat?.includes('blink.user_timing') && (event.ph === 'R' || event.ph === 'I');
    if (isMark && event.pid === navigation.pid && event.ts >= navigation.ts) marks.set(event.name, fromNavigation(event.ts));
  }
  return {
    pid: navigation.pid,
    tid: navigation.tid,
    navigationStart: navigation.ts,
    firstContentfulPaintMs: paint ? fromNavigation(paint.ts) : undefined,
    marks,
  };
}

interface Span {
  start: number;
  end: number;
  kind: Kind | undefined;
}

/** Self time by kind of the spans of one task: a span's time less its children's, given to its own kind or its nearest ancestor's. */
function kindsOf(spans: Span[], task: Span): Map<Kind, number> {
  const kinds = new Map<Kind, number>();
  const add = (kind: Kind, us: number) => kinds.set(kind, (kinds.get(kind) ?? 0) + us / 1000);
  const stack: Array<Span & { kindHere: Kind; childTime: number }> = [{ ...task, kindHere: 'other', childTime: 0 }];
  const close = () => {
    const done = stack.pop()!;
    add(done.kindHere, done.end - done.start - done.childTime);
    const parent = stack.at(-1);
    if (parent) parent.childTime += done.end - done.start;
  };
  for (const span of spans) {
    while (stack.length > 1 && span.start >= stack.at(-1)!.end) close();
    const end = Math.min(span.end, stack.at(-1)!.end);
    stack.push({ ...span, end, kindHere: span.kind ?? stack.at(-1)!.kindHere, childTime: 0 });
  }
  while (stack.length > 0) close();
  return new Map([...kinds].filter(([, ms]) => ms > 0));
}

interface Sample {
  ts: number;
  stack: CallFrame[];
}

/** The thread's CPU profile samples (trace time, µs), each with its call stack, innermost first. */
function samplesOf(events: TraceEvent[], thread: PageThread): Sample[] {
  const samples: Sample[] = [];
  for (const profile of events.filter(
    (event) => event.name === 'Profile' && event.pid === thread.pid && event.tid === thread.tid,
  )) {
    const nodes = new Map<number, { parent?: number; callFrame: CallFrame }>();
    let ts = profile.args?.data?.startTime ?? 0;
    const chunks = events
      .filter((event) => event.name === 'ProfileChunk' && event.pid === thread.pid && event.id === profile.id)
      .sort((a, b) => a.ts - b.ts);
    for (const chunk of chunks) {
      const { cpuProfile = {}, timeDeltas = [] } = chunk.args?.data ?? {};
      for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
      (cpuProfile.samples ?? []).forEach((nodeId, index) => {
        ts += timeDeltas[index] ?? 0;
        const stack: CallFrame[] = [];
        for (let id: number | undefined = nodeId; id !== undefined; id = nodes.get(id)?.parent) {
          const node = nodes.get(id);
          if (node) stack.push(node.callFrame);
        }
        samples.push({ ts, stack });
      });
    }
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

const NOT_CODE = new Set(['(root)', '(program)', '(idle)']);

/** The page thread's tasks in order, each with its kinds of work and the functions its samples were in. */
export function tasksOf(
  events: TraceEvent[],
  thread: PageThread,
  nameOf: (frame: CallFrame) => string = (frame) => frame.functionName || '(anonymous)',
): Task[] {
  const mine = events
    .filter(
      (event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.ts >= thread.navigationStart,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const samples = samplesOf(events, thread);
  const tasks: Task[] = [];
  // Tasks and samples are both in time order: one cursor walks the samples once.
  let sampleAt = 0;
  for (const [index, task] of mine.entries()) {
    if (task.name !== 'RunTask') continue;
    const end = task.ts + (task.dur ?? 0);
    const spans: Span[] = [];
    for (let next = index + 1; next < mine.length && mine[next]!.ts < end; next += 1) {
      const event = mine[next]!;
      spans.push({ start: event.ts, end: event.ts + (event.dur ?? 0), kind: KIND_OF[event.name] });
    }
    const functions = new Map<string, number>();
    while (sampleAt < samples.length && samples[sampleAt]!.ts < task.ts) sampleAt += 1;
    const inTask: Sample[] = [];
    while (sampleAt < samples.length && samples[sampleAt]!.ts < end) inTask.push(samples[sampleAt++]!);
    inTask.forEach((sample, at) => {
      const ms = ((inTask[at + 1]?.ts ?? end) - sample.ts) / 1000;
      const names = new Set(sample.stack.filter((frame) => !NOT_CODE.has(frame.functionName)).map(nameOf));
      for (const name of names) functions.set(name, (functions.get(name) ?? 0) + ms);
    });
    tasks.push({
      startMs: (task.ts - thread.navigationStart) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      kinds: kindsOf(spans, { start: task.ts, end, kind: 'other' }),
      functions,
    });
  }
  return tasks;
}

/** Lighthouse's mobile simulation in short: each task after the first paint, 4× as long, blocks for what it spends over 50 ms. */
export function blockingIfFourTimesSlower(tasks: Task[], firstPaintMs: number): number {
  return tasks
    .filter((task) => task.startMs >= firstPaintMs)
    .reduce((sum, task) => sum + Math.max(0, 4 * task.durationMs - 50), 0);
}

/** Time by kind over all the tasks. */
export function kindsOver(tasks: Task[]): Map<Kind, number> {
  const total = new Map<Kind, number>();
  for (const task of tasks) for (const [kind, ms] of task.kinds) total.set(kind, (total.get(kind) ?? 0) + ms);
  return total;
}
