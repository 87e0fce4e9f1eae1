// bench:ssr's memory measure: the edge's memory over many releases. Each switch makes a new version
// of the shell and of mfe-catalog current (a copy of the current one under a new name, hard-linked,
// which the edge loads as a release of its own), then asks for a server-rendered product page. The
// edge keeps the last two versions of each loaded; its resident set and heap (from its /metrics,
// which answers loopback) should level off rather than grow with the number of releases.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { metricSamples } from './metrics-text.ts';
import { releasePlaneClient } from '../../shared/src/release-registry/release-plane-client.ts';

const SWITCHED = ['shell', 'mfe-catalog'];
// Time for the edge to learn of the release and warm it, as between real releases.
const BETWEEN_SWITCHES_MS = 400;

interface Memory {
  'RSS MB': number;
  'heap used MB': number;
}

async function edgeMemory(metricsUrl: string): Promise<Memory> {
  const text = await (await fetch(metricsUrl)).text();
  const metric = (name: string) => {
    const value = metricSamples(text, name)[0]?.value;
    if (value === undefined) throw new Error(`${metricsUrl} has no ${name}`);
    return Number((value / 1024 / 1024).toFixed(1));
  };
  return { 'RSS MB': metric('edge_process_resident_memory_bytes'), 'heap used MB': metric('edge_nodejs_heap_size_used_bytes') };
}

interface SwitchOptions {
  deployDir: string;
  /** The api whose release plane the switches are made in. */
  apiUrl: string;
  /** The edge on loopback (http://127.0.0.1:port): /metrics answers it without a token. */
  edge: string;
  productPath: string;
  productName: string;
  switches: number;
}

export async function releaseSwitches({ deployDir, apiUrl, edge, productPath, productName, switches }: SwitchOptions) {
  const plane = releasePlaneClient(apiUrl);
  const { registry } = await plane.registry();
  const base = Object.fromEntries(SWITCHED.map((name) => [name, registry[name]!.current]));
  const by = 'bench:ssr';
  const table: Record<string, Memory & { 'server-rendered': string }> = {};
  const checkpoints = new Set([0, ...[1, 2, 3, 4, 5].map((part) => Math.round((switches * part) / 5))]);
  let rendered = 0;
  // The load runs before this one block this process's event loop (execFileSync): let it see the
  // idle connections the edge closed meanwhile, or fetch reuses one and fails ("other side closed").
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    for (let i = 0; i <= switches; i += 1) {
      if (i > 0) {
        for (const name of SWITCHED) {
          const version = `${base[name]}-switch${i}`;
          const dir = path.join(deployDir, 'remotes', name);
          execFileSync('cp', ['-al', path.join(dir, base[name]!), path.join(dir, version)]);
          await plane.release({ name, version, by });
        }
        await new Promise((resolve) => setTimeout(resolve, BETWEEN_SWITCHES_MS));
      }
      const html = await (await fetch(`${edge}${productPath}`)).text();
      if (html.includes(productName) || html.includes(productName.replace(/&/g, '&amp;'))) rendered += 1;
      if (checkpoints.has(i))
        table[i === 0 ? 'before (warm)' : `after ${i} releases`] = {
          ...(await edgeMemory(`${edge}/metrics`)),
          'server-rendered': `${rendered} of ${i + 1}`,
        };
    }
  } finally {
    for (const name of SWITCHED) await plane.rollback({ name, by, to: base[name] });
  }
  return table;
}
