// bench:ssr's edges measure: the store on two edges (scripts/lib/edges/two-edge-store.ts), the delay
// from a release to every edge serving it over --edge-releases releases (default 50) alternating
// between two published builds of mfe-content (the soak's changed build and the first: no rebuild),
// and each edge worker's memory after a full garbage collection before and after them.
import { ABOUT_PATH, REMOTE, releaseDrill } from './soak/release-drill.ts';
import { whenServed } from './edges/edge-follow.ts';
import { memoryAfterGc, type WorkerMemory } from './edges/inspected-memory.ts';
import { startTwoEdgeStore } from './edges/two-edge-store.ts';
import type { EdgeSlot } from './edges/edge-settings.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export interface EdgesFigures {
  delays: { releases: number; 'p50 ms': number; 'p99 ms': number; 'max ms': number };
  memory: Record<string, WorkerMemory & { 'RSS MB after': number; 'heap used MB after': number; 'heap change %': number }>;
}

export async function edgesBench(options: {
  basePort: number;
  serverUrl: string;
  redisUrl: string;
  workDir: string;
  releases: number;
}): Promise<EdgesFigures> {
  // Each edge's primary on its own inspector port; its worker on the next.
  const inspectorPort = (slot: EdgeSlot) => options.basePort + 10 + 2 * (slot.port - options.basePort);
  const store = await startTwoEdgeStore({
    ...options,
    edgeNodeArgs: (slot) => [`--inspect=127.0.0.1:${inspectorPort(slot)}`],
  });
  const drill = releaseDrill(store.env, 'bench:ssr');
  try {
    const first = store.plane.registry().then(({ registry }) => registry[REMOTE]!.current);
    await drill.next();
    const versions = [await first, (await store.plane.registry()).registry[REMOTE]!.current];
    const edges = Object.fromEntries(store.edges.map((edge) => [edge.name, edge.url]));
    const pages = () => Promise.all(store.edges.map(async (edge) => (await fetch(`${edge.url}${ABOUT_PATH}`)).text()));
    const switchTo = async (version: string) => {
      const seen = whenServed(edges, REMOTE, (served) => served === version, { timeoutMs: 15_000 });
      const record = await store.plane.release({ name: REMOTE, version, by: 'bench:ssr' });
      const delay = Math.max(...Object.values(await seen)) - Date.parse(record.at);
      if (!Number.isFinite(delay)) throw new Error(`${version} was not served by every edge within 15 s`);
      await pages();
      return delay;
    };
    // Both versions loaded and rendered on both edges before the first reading.
    for (const version of [versions[0]!, versions[1]!, versions[0]!]) await switchTo(version);
    for (let i = 0; i < 5; i += 1) await pages();
    const workers = () =>
      Promise.all(store.edges.map(async (edge) => [edge.name, await memoryAfterGc(inspectorPort(edge) + 1)] as const));
    const before = await workers();
    const delays: number[] = [];
    for (let i = 1; i <= options.releases; i += 1) delays.push(await switchTo(versions[i % 2]!));
    const after = new Map(await workers());
    const sorted = [...delays].sort((a, b) => a - b);
    return {
      delays: {
        releases: delays.length,
        'p50 ms': Math.round(percentile(sorted, 50)),
        'p99 ms': Math.round(percentile(sorted, 99)),
        'max ms': Math.round(sorted.at(-1)!),
      },
      memory: Object.fromEntries(
        before.map(([name, memory]) => {
          const later = after.get(name)!;
          return [
            `edge ${name}'s worker`,
            {
              ...memory,
              'RSS MB after': later['RSS MB'],
              'heap used MB after': later['heap used MB'],
              'heap change %': Number(
                (((later['heap used MB'] - memory['heap used MB']) / memory['heap used MB']) * 100).toFixed(1),
              ),
            },
          ];
        }),
      ),
    };
  } finally {
    drill.cleanUp();
    await store.stop();
  }
}
