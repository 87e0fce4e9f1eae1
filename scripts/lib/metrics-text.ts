// Reading an edge's or the api's /metrics (Prometheus text) in the operator scripts and drills.

export interface MetricSample {
  labels: Record<string, string>;
  value: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every sample of the metric `name` in the text, with its labels (none for an unlabelled one). */
export function metricSamples(text: string, name: string): MetricSample[] {
  const sample = new RegExp(`^${escapeRegExp(name)}(?:\\{([^}]*)\\})? (\\S+)$`, 'gm');
  return [...text.matchAll(sample)].map(([, labels = '', value]) => ({
    labels: Object.fromEntries([...labels.matchAll(/(\w+)="([^"]*)"/g)].map(([, label, text]) => [label!, text!])),
    value: Number(value),
  }));
}
