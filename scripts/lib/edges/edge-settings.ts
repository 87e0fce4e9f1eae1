// What each edge of a many-edge store is given, in one place: its port, one worker, its own cache
// folder, and the settings for where an edge reads published files from, passed through from the
// caller's environment when set.
import path from 'node:path';

/** Read from the caller's environment and given to every edge as they are. */
export const PASSED_TO_EVERY_EDGE = ['ASSET_DIR', 'ASSET_ORIGIN'] as const;

export interface EdgeSlot {
  /** A, B, …: how the drill's lines name it. */
  name: string;
  port: number;
}

export function edgeSettings(
  store: Record<string, string>,
  edge: EdgeSlot,
  workDir: string,
  from: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const passed = Object.fromEntries(
    PASSED_TO_EVERY_EDGE.flatMap((name) => (from[name] ? [[name, from[name]] as [string, string]] : [])),
  );
  return {
    ...store,
    ...passed,
    PORT: String(edge.port),
    EDGE_WORKERS: '1',
    EDGE_CACHE_DIR: path.join(workDir, `edge-cache-${edge.name.toLowerCase()}`),
  };
}
