// The one way the benches run Lighthouse: its CLI in Debian's Chromium, the report as JSON.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureChromium } from './chromium.ts';
import { REPO_ROOT } from './paths.ts';

export interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  /** benchmarkIndex: how fast the machine ran Lighthouse's JavaScript loop just before the page (1,000+: desktop-class). */
  environment?: { benchmarkIndex?: number };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        items?: Array<{
          url?: string;
          resourceType?: string;
          name?: string;
          startTime?: number;
          observedLoad?: number;
          totalTaskTime?: number;
        }>;
      };
    }
  >;
}

/** Lighthouse's report for `url`, run with `args` (flags beyond the output and the browser's). */
export async function runLighthouse(url: string, args: string[]): Promise<LighthouseReport> {
  const all = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...args,
  ];
  // Not execFileSync: the limit page is served by the calling process, which must keep answering meanwhile.
  const run = async () =>
    (
      await promisify(execFile)(path.join(REPO_ROOT, 'node_modules', '.bin', 'lighthouse'), all, {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? ensureChromium() },
        maxBuffer: 256 * 1024 * 1024,
      })
    ).stdout;
  let json: string;
  try {
    json = await run();
  } catch (error) {
    // A loaded machine sometimes loses Chromium's connection; one more run, then its own words.
    const stderr = String((error as { stderr?: string }).stderr ?? '')
      .trim()
      .split('\n')
      .slice(-3)
      .join('\n');
    console.error(`\nLighthouse failed on ${url}, running it again: ${stderr}`);
    json = await run();
  }
  return JSON.parse(json) as LighthouseReport;
}

/** What a run says of the machine beside the page's scores: the main thread's tasks as observed (unthrottled,
 * before the simulation scales them into TBT) and Lighthouse's benchmark index of the machine; NaN when missing. */
export function machineFigures(report: LighthouseReport): { mainThreadMs: number; hostIndex: number } {
  return {
    mainThreadMs: Math.round(report.audits.diagnostics?.details?.items?.[0]?.totalTaskTime ?? Number.NaN),
    hostIndex: Math.round(report.environment?.benchmarkIndex ?? Number.NaN),
  };
}

/** The middle of a page's runs (the upper of the two middle ones for an even count); a run without the figure (NaN) is left out. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The page every other page's largest paint is set against, in the same run (scripts/lib/limit-page.ts). */
export const LIMIT_PAGE = 'limit page';

/** Each page's largest paint divided by the limit page's in the same run; none without a limit page. */
export function lcpOverLimit(run: Map<string, { lcpMs: number }>): Map<string, number> {
  const limit = run.get(LIMIT_PAGE)?.lcpMs;
  if (limit === undefined) return new Map();
  return new Map([...run].map(([name, figures]) => [name, figures.lcpMs / limit]));
}
