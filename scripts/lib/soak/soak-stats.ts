// What the soak saw, per step of a journey: times, answers by status, and every broken promise.
export interface StepFigures {
  requests: number;
  'p50 ms': number;
  'p99 ms': number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function push(lists: Map<string, number[]>, key: string, value: number): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

export class SoakStats {
  private readonly times = new Map<string, number[]>();
  private readonly statuses = new Map<string, number[]>();
  /** Broken promises: a shopper's 5xx, a page without its data, a payment that did not end as it should. */
  readonly failures: string[] = [];
  readonly counts = new Map<string, number>();

  record(step: string, status: number, ms: number): void {
    push(this.times, step, ms);
    push(this.statuses, step, status);
    if (status >= 500) this.fail(`${step} answered ${status}`);
  }

  fail(what: string): void {
    this.failures.push(what);
  }

  count(what: string, by = 1): void {
    this.counts.set(what, (this.counts.get(what) ?? 0) + by);
  }

  table(): Record<string, StepFigures> {
    const table: Record<string, StepFigures> = {};
    for (const [step, times] of [...this.times].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...times].sort((a, b) => a - b);
      const statuses = this.statuses.get(step) ?? [];
      table[step] = {
        requests: times.length,
        'p50 ms': Math.round(percentile(sorted, 50)),
        'p99 ms': Math.round(percentile(sorted, 99)),
        '2xx': statuses.filter((status) => status < 300).length,
        '3xx': statuses.filter((status) => status >= 300 && status < 400).length,
        '4xx': statuses.filter((status) => status >= 400 && status < 500).length,
        '5xx': statuses.filter((status) => status >= 500).length,
      };
    }
    return table;
  }

  /** Failures grouped by what failed, most frequent first, for the summary. */
  failureSummary(): Array<[string, number]> {
    const grouped = new Map<string, number>();
    for (const failure of this.failures) grouped.set(failure, (grouped.get(failure) ?? 0) + 1);
    return [...grouped].sort((a, b) => b[1] - a[1]);
  }
}
