// The edge's own account of its server renders (its /metrics, answered to this machine): how pages were
// admitted, and which parts of them it left to the browser and why. The soak prints it beside what the
// shoppers saw, so a page left to the browser says whether it was the design (a cap, a budget) or a fault.
import { metricSamples } from '../metrics-text.ts';

export interface EdgeRenderFigures {
  /** Pages by admission outcome: rendered, shell-only (past a cap), refused. */
  admissions: Record<string, number>;
  /** Parts left to the browser, keyed `<part> <why>` (e.g. `data late`, `module failed`). */
  left: Record<string, number>;
  /** Of those, the ones left by a fault (why="failed"), keyed by part. */
  failed: Record<string, number>;
}

export function edgeRenderFigures(metricsText: string): EdgeRenderFigures {
  const samples = (name: string) => metricSamples(metricsText, name);
  const left = samples('edge_server_render_left_to_browser_total');
  return {
    admissions: Object.fromEntries(
      samples('edge_server_render_admissions_total').map(({ labels, value }): [string, number] => [labels.outcome ?? '?', value]),
    ),
    left: Object.fromEntries(left.map(({ labels, value }): [string, number] => [`${labels.part} ${labels.why}`, value])),
    failed: Object.fromEntries(
      left
        .filter(({ labels }) => labels.why === 'failed')
        .map(({ labels, value }): [string, number] => [labels.part ?? '?', value]),
    ),
  };
}

export async function readEdgeRenderFigures(origin: string): Promise<EdgeRenderFigures | null> {
  const answer = await fetch(`${origin}/metrics`).catch(() => null);
  return answer?.ok ? edgeRenderFigures(await answer.text()) : null;
}
