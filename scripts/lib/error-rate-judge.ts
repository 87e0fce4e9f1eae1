// Is a new version worse than the one it is compared with? Error rates as the api computes them
// (errors per attempt to show the version), judged with a minimum sample, a margin and a z-test.
import type { WatchConfig } from './watch-config.ts';

export interface Sample {
  /** Browsers that tried to show the version: it showed, or failed to load. */
  attempts: number;
  /** Browsers for which it went wrong. */
  errors: number;
}

export interface Judgement {
  worse: boolean;
  /** Why, in figures, for the log and the audit record. */
  figures: string;
  candidateRate: number;
  baselineRate: number;
  z: number;
}

const rate = (sample: Sample) => (sample.attempts > 0 ? Math.min(1, sample.errors / sample.attempts) : 0);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function judge(candidate: Sample, baseline: Sample, config: Pick<WatchConfig, 'minViews' | 'margin' | 'minZ'>): Judgement {
  const candidateRate = rate(candidate);
  const baselineRate = rate(baseline);
  const pooled = (candidate.errors + baseline.errors) / Math.max(1, candidate.attempts + baseline.attempts);
  const spread = Math.sqrt(
    Math.min(1, pooled) * (1 - Math.min(1, pooled)) * (1 / Math.max(1, candidate.attempts) + 1 / Math.max(1, baseline.attempts)),
  );
  const difference = candidateRate - baselineRate;
  const z = spread > 0 ? difference / spread : difference > 0 ? Number.POSITIVE_INFINITY : 0;
  const worse = candidate.attempts >= config.minViews && difference >= config.margin && z >= config.minZ;
  const figures =
    `error rate ${percent(candidateRate)} (${candidate.errors} of ${candidate.attempts} browsers) against ` +
    `${percent(baselineRate)} (${baseline.errors} of ${baseline.attempts}); z ${Number.isFinite(z) ? z.toFixed(1) : 'inf'}; ` +
    `limits: ${config.minViews} browsers, ${percent(config.margin)} margin, z ${config.minZ}`;
  return { worse, figures, candidateRate, baselineRate, z };
}
