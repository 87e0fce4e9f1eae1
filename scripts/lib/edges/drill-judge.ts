// The two-edges drill's judge: what each drill measured, turned into a PASS or FAIL line with its
// figures. Pure, so what counts as a pass is tested apart from the processes.

export interface Verdict {
  drill: string;
  ok: boolean;
  figures: string;
}

/** An answer as the shoppers' load counts it: its status class, or `no answer` (refused, reset, cut short). */
export type AnswerKind = '2xx' | '3xx' | '4xx' | '5xx' | 'no answer';

export function answerKind(status: number | null): AnswerKind {
  if (status === null || status < 200) return 'no answer';
  if (status < 300) return '2xx';
  if (status < 400) return '3xx';
  return status < 500 ? '4xx' : '5xx';
}

export type AnswerCounts = Partial<Record<AnswerKind, number>>;

/** Answers a shopper would see as failed: anything but 2xx and 3xx. */
export function failedAnswers(counts: AnswerCounts): number {
  return (counts['4xx'] ?? 0) + (counts['5xx'] ?? 0) + (counts['no answer'] ?? 0);
}

const describe = (counts: AnswerCounts) =>
  (['2xx', '3xx', '4xx', '5xx', 'no answer'] as const).map((kind) => `${kind} ${counts[kind] ?? 0}`).join(', ');

/** Every edge served the change within `limitMs` of it (NaN: never, within the drill's wait). */
export function followVerdict(drill: string, delaysMs: Record<string, number>, limitMs: number): Verdict {
  const entries = Object.entries(delaysMs);
  const ok = entries.length > 0 && entries.every(([, ms]) => Number.isFinite(ms) && ms <= limitMs);
  const figures = entries
    .map(([edge, ms]) => `edge ${edge} ${Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'never'}`)
    .join(', ');
  return { drill, ok, figures: `${figures} (limit ${limitMs} ms)` };
}

/** A load through nginx: at least one answer, none failed. */
export function loadVerdict(drill: string, counts: AnswerCounts, more: { ok: boolean; figures: string }[] = []): Verdict {
  const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  const failed = failedAnswers(counts);
  return {
    drill,
    ok: total > 0 && failed === 0 && more.every((check) => check.ok),
    figures: [`${total} requests: ${describe(counts)}; failed ${failed}`, ...more.map((check) => check.figures)].join('; '),
  };
}

export interface SideSeen {
  /** The shopper's bucket (0-99). */
  bucket: number;
  /** What each edge served this shopper, by edge name. */
  sides: Record<string, string | undefined>;
  /** The side the bucket belongs on. */
  expected: string;
}

/** Every shopper got the same side from every edge, and the side its bucket belongs on. */
export function sameSideVerdict(drill: string, seen: SideSeen[]): Verdict {
  const split = seen.filter((shopper) => new Set(Object.values(shopper.sides)).size !== 1);
  const wrong = seen.filter((shopper) => Object.values(shopper.sides).some((side) => side !== shopper.expected));
  const bySide = new Map<string, number>();
  for (const shopper of seen) bySide.set(shopper.expected, (bySide.get(shopper.expected) ?? 0) + 1);
  const example = (list: SideSeen[]) => (list[0] ? ` (bucket ${list[0].bucket}: ${JSON.stringify(list[0].sides)})` : '');
  return {
    drill,
    ok: seen.length > 0 && split.length === 0 && wrong.length === 0,
    figures:
      `${seen.length} shoppers; sides differing between edges ${split.length}${example(split)}; ` +
      `on the wrong side for their bucket ${wrong.length}${example(wrong)}; by side ${[...bySide].map(([side, count]) => `${side} ${count}`).join(', ')}`,
  };
}

/** The lines to print, and the exit code: 1 when any drill failed or none ran. */
export function report(verdicts: Verdict[]): { lines: string[]; exitCode: number } {
  const lines = verdicts.map((verdict) => `${verdict.ok ? 'PASS' : 'FAIL'}  ${verdict.drill}: ${verdict.figures}`);
  const failed = verdicts.filter((verdict) => !verdict.ok).length;
  lines.push(`${verdicts.length - failed} passed, ${failed} failed`);
  return { lines, exitCode: verdicts.length > 0 && failed === 0 ? 0 : 1 };
}
