// A throttled phone, applied to the page's real load: Lighthouse with devtools throttling (its mobile
// network applied per request: 562.5 ms latency, 1.47 Mbps down; CPU 4× slower) rather than its
// simulation from an unthrottled load. For each page: when its largest paint came, when the window's
// `load` fired (every picture of the page in) and when the whole page answered taps (the shell's
// `store:hydrated` mark, set with html[data-store-ready]). `pnpm bench:web --phone`.
import { LIMIT_PAGE, lcpOverLimit, median, runLighthouse, type LighthouseReport } from './lighthouse-run.ts';

/** The shell marks it when the page and every section the server rendered have hydrated (shell/src/bootstrap.tsx). */
export const HYDRATED_MARK = 'store:hydrated';

export interface PhoneLoad {
  lcpMs: number;
  loadMs: number;
  hydratedMs: number;
}

/** The three figures from a Lighthouse report (NaN for one it does not hold). */
export function phoneLoadOf(report: LighthouseReport): PhoneLoad {
  const metrics = report.audits.metrics?.details?.items?.[0];
  const hydrated = report.audits['user-timings']?.details?.items?.find((item) => item.name === HYDRATED_MARK);
  return {
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    loadMs: metrics?.observedLoad ?? Number.NaN,
    hydratedMs: hydrated?.startTime ?? Number.NaN,
  };
}

export async function phoneLoad(url: string): Promise<PhoneLoad> {
  return phoneLoadOf(await runLighthouse(url, ['--only-categories=performance', '--throttling-method=devtools']));
}

const seconds = (ms: number) => Number((ms / 1000).toFixed(2));

/** Each page once per run (with `limitUrl`, the limit page too), run after run, and the medians as a table. */
export async function printPhoneFigures(pages: Record<string, string>, runs: number, limitUrl?: string): Promise<void> {
  const all = limitUrl ? { ...pages, [LIMIT_PAGE]: limitUrl } : pages;
  const results = new Map<string, PhoneLoad[]>();
  const ratios = new Map<string, number[]>();
  for (let run = 1; run <= runs; run += 1) {
    const thisRun = new Map<string, PhoneLoad>();
    for (const [name, url] of Object.entries(all)) {
      const load = await phoneLoad(url);
      console.log(
        `phone run ${run}/${runs} ${name}: LCP ${seconds(load.lcpMs)} s, load ${seconds(load.loadMs)} s, hydrated ${seconds(load.hydratedMs)} s`,
      );
      thisRun.set(name, load);
      results.set(name, [...(results.get(name) ?? []), load]);
    }
    for (const [name, ratio] of lcpOverLimit(thisRun)) ratios.set(name, [...(ratios.get(name) ?? []), ratio]);
  }
  const table: Record<string, Record<string, number>> = {};
  for (const [name, loads] of results) {
    table[name] = {
      'LCP s': seconds(median(loads.map((load) => load.lcpMs))),
      ...(limitUrl ? { 'LCP / limit': Number(median(ratios.get(name) ?? []).toFixed(2)) } : {}),
      'load s': seconds(median(loads.map((load) => load.loadMs))),
      'hydrated s': seconds(median(loads.map((load) => load.hydratedMs))),
    };
  }
  console.log(
    `\nA throttled phone, applied (Lighthouse devtools throttling: 562.5 ms per request, 1.47 Mbps, CPU 4×), median of ${runs} run(s);` +
      ' hydrated: when the whole page answers taps (NaN: the page never marked it, as the limit page, which runs no script);' +
      " LCP / limit: the median over runs of the page's largest paint divided by the limit page's in the same run:",
  );
  console.table(table);
}
