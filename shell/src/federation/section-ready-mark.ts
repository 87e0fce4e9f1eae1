// A performance mark per section when it first answers taps (hydrated, or rendered in the browser):
// `store:section-ready:header`, `store:section-ready:<remote>/<Module>`. The bench's phone reads them
// to say when the header and the page's main section were ready (e2e/bench/tap-to-effect.bench.ts).
export const SECTION_READY_MARK = 'store:section-ready:';

const marked = new Set<string>();

export function markSectionReady(section: string): void {
  // Once per page: a section mounted again (Retry, a second search box) keeps its first time.
  if (marked.has(section) || typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  marked.add(section);
  performance.mark(`${SECTION_READY_MARK}${section}`);
}
