// pnpm drill:edges: the store on two edges, drilled. One api on a fresh PostgreSQL database (on the
// server of TEST_DATABASE_URL, else DATABASE_URL) reached through a forwarder the drill can cut, Redis
// (TEST_REDIS_URL), two edges of one worker each and nginx in front of both
// (scripts/lib/edges/two-edge-store.ts); then the drills of scripts/lib/edges/edge-drills.ts and
// altered-file-drill.ts, each a PASS or FAIL line with its figures. Exits 1 when any failed. Needs the build (pnpm build).
// EDGES_DRILL_PORT moves it (default 3590: nginx, the edges at +1 and +2, the api at +3).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded, firstModelOf } from './lib/bench-store.ts';
import { alteredFileRefused } from './lib/edges/altered-file-drill.ts';
import { report, type Verdict } from './lib/edges/drill-judge.ts';
import {
  canarySideHolds,
  databaseCutUnderLoad,
  edgeKilledUnderLoad,
  opsRollbackFollowedByA,
  releaseFollowedByB,
  twoReleasesAtOnce,
  type DrillContext,
} from './lib/edges/edge-drills.ts';
import { writeMarkedBuild } from './lib/edges/marked-build.ts';
import { startTwoEdgeStore } from './lib/edges/two-edge-store.ts';
import { ensureNginx } from './lib/nginx.ts';
import { REPO_ROOT } from './lib/paths.ts';
import { assertRedis, databaseServerUrl } from './lib/services.ts';
import { writeChangedBuild } from './lib/soak/release-drill.ts';

const BASE_PORT = Number(process.env.EDGES_DRILL_PORT ?? 3590);

async function main(): Promise<number> {
  const started = Date.now();
  const serverUrl = databaseServerUrl('pnpm drill:edges');
  const redisUrl = await assertRedis('pnpm drill:edges');
  ensureNginx();
  buildIfNeeded();
  const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'store-edges-builds-'));
  const workDir = path.join(os.tmpdir(), `store-edges-${BASE_PORT}`);
  console.log(`Starting an api, edges A and B and nginx on :${BASE_PORT}-${BASE_PORT + 3}; logs in ${workDir}`);
  const store = await startTwoEdgeStore({ basePort: BASE_PORT, serverUrl, redisUrl, workDir });
  const verdicts: Verdict[] = [];
  try {
    console.log(`Store up in ${Math.round((Date.now() - started) / 1000)} s\n`);
    const model = await firstModelOf(store.nginx.url, 'audio');
    const context: DrillContext = {
      store,
      firstContent: (await store.plane.registry()).registry['mfe-content']!.current,
      changedContent: path.join(builds, 'content'),
      markedAccount: writeMarkedBuild('mfe-account', path.join(builds, 'account'), `drill ${Date.now()}`),
      pages: ['/', '/category/audio', `/product/${encodeURIComponent(model)}`],
    };
    writeChangedBuild(path.join(REPO_ROOT, 'mfe-content', 'dist'), context.changedContent);
    const drills: Array<[string, (context: DrillContext) => Promise<Verdict | Verdict[]>]> = [
      ['1. release followed by edge B', releaseFollowedByB],
      ['2. rollback from /ops followed by edge A', opsRollbackFollowedByA],
      ['3. canary side across edges', canarySideHolds],
      ['4. two releases at one moment', twoReleasesAtOnce],
      ['5. edge A killed under load', edgeKilledUnderLoad],
      ['6. database cut under load', databaseCutUnderLoad],
      ['7. a file altered on the asset store', alteredFileRefused],
    ];
    for (const [name, drill] of drills) {
      const at = Date.now();
      const result = await drill(context).catch((error: unknown): Verdict => ({
        drill: name,
        ok: false,
        figures: `stopped: ${(error as Error).message}`,
      }));
      for (const verdict of [result].flat()) {
        verdicts.push(verdict);
        console.log(
          `${verdict.ok ? 'PASS' : 'FAIL'}  ${verdict.drill}: ${verdict.figures} [${((Date.now() - at) / 1000).toFixed(1)} s]`,
        );
      }
    }
  } finally {
    const { exitCode } = report(verdicts);
    await store.stop({ keepLogs: exitCode !== 0 });
    fs.rmSync(builds, { recursive: true, force: true });
  }
  const { lines, exitCode } = report(verdicts);
  console.log(`\nThe two-edges drill, ${Math.round((Date.now() - started) / 1000)} s in all:`);
  for (const line of lines) console.log(line);
  if (exitCode !== 0) console.log(`The logs: ${workDir}`);
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
