// Batches per browser per minute, counted in this process (the per-IP limit of the route, which
// can live in Redis, is what stops a caller that makes up a new browser id for every batch).
export class BrowserLimit {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    private readonly perWindow: number,
    private readonly windowMs = 60_000,
    private readonly now = () => Date.now(),
  ) {}

  /** True when this browser may send one more batch in the current window. */
  take(browser: string): boolean {
    const now = this.now();
    // A fixed window keeps the memory to the browsers of the last minute.
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.counts = new Map();
    }
    const used = this.counts.get(browser) ?? 0;
    if (used >= this.perWindow) return false;
    this.counts.set(browser, used + 1);
    return true;
  }
}
