// The edge's own account of its server renders (its /metrics, answered to this machine): how pages were
// admitted, and which parts of them it left to the browser and why. The soak prints it beside what the
// shoppers saw, so a page left to the browser says whether it was the design (a cap, a budget) or a fault.

export interface EdgeRenderFigures {
  /** Pages by admission outcome: rendered, shell-only (past a cap), refused. */
  admissions: Record<string, number>;
  /** Parts left to the browser, keyed `<part> <why>` (e.g. `data late`, `module failed`). */
  left: Record<string, number>;
}

const SAMPLE = /^(edge_server_render_admissions_total|edge_server_render_left_to_browser_total)\{([^}]*)\} (\d+(?:\.\d+)?)$/;

function labelsOf(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
}

export function edgeRenderFigures(metricsText: string): EdgeRenderFigures {
  const figures: EdgeRenderFigures = { admissions: {}, left: {} };
  for (const line of metricsText.split('\n')) {
    const sample = SAMPLE.exec(line);
    if (!sample) continue;
    const labels = labelsOf(sample[2]!);
    const value = Number(sample[3]);
    if (sample[1] === 'edge_server_render_admissions_total') figures.admissions[labels.outcome ?? '?'] = value;
    else figures.left[`${labels.part ?? '?'} ${labels.why ?? '?'}`] = value;
  }
  return figures;
}

export async function readEdgeRenderFigures(origin: string): Promise<EdgeRenderFigures | null> {
  const answer = await fetch(`${origin}/metrics`).catch(() => null);
  return answer?.ok ? edgeRenderFigures(await answer.text()) : null;
}
