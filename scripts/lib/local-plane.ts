// The release plane in this process, on the store's database opened with the api's own config: what
// the commands use when no api answers (the store is stopped; with PGlite only one process may open
// its data, which is exactly that case). The same service and transactions as the api's routes.
import type { DatabaseHandle } from '../../api/src/db/database.ts';
import { ApiError } from '../../api/src/errors.ts';
import { importDeployFiles } from '../../api/src/modules/releases/import-deploy-files.ts';
import { promote, release, rollback, setCanary } from '../../api/src/modules/releases/release-operations.ts';
import { latestChange, readAudit, readPlane } from '../../api/src/modules/releases/release-store.ts';
import { takeWatchLease } from '../../api/src/modules/releases/watch-lease.ts';
import { WATCH_LEASE_MS } from '../../api/src/modules/releases/releases-routes.ts';
import { PlaneError, type ReleasePlane } from '../../shared/src/release-registry/release-plane-client.ts';

const WAIT_MS = 20_000;
const POLL_MS = 100;

async function refusals<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError) throw new PlaneError(error.message, error.statusCode);
    throw error;
  }
}

export function planeOn(handle: DatabaseHandle): ReleasePlane {
  const { db } = handle;
  return {
    registry: () => readPlane(db),
    async waitForChange(after, signal) {
      const until = Date.now() + WAIT_MS;
      for (;;) {
        const change = await latestChange(db);
        if (change > after || Date.now() > until || signal?.aborted) return change;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    audit: (options) => readAudit(db, options),
    release: (change) => refusals(release(db, change)),
    rollback: (change) => refusals(rollback(db, change)),
    promote: (change) => refusals(promote(db, change)),
    canary: (change) => refusals(setCanary(db, change)),
    watchLease: (holder) => takeWatchLease(db, holder, WATCH_LEASE_MS),
    close: () => handle.close(),
  };
}

/** The store's own database (DATABASE_URL, or PGlite under DATA_DIR), migrated, the deploy folder's files imported once. */
export async function openLocalPlane(): Promise<ReleasePlane> {
  const { loadConfig } = await import('../../api/src/config.ts');
  const { openDatabase } = await import('../../api/src/db/client.ts');
  const { migrate } = await import('../../api/src/db/migrate.ts');
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(handle);
    await importDeployFiles(handle.db, config.fieldEvents.deployDir);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return planeOn(handle);
}

/** A plane on a fresh in-memory database (tests). */
export async function memoryPlane(): Promise<ReleasePlane> {
  const { openMemoryDatabase } = await import('../../api/src/db/client.ts');
  const { migrate } = await import('../../api/src/db/migrate.ts');
  const handle = await openMemoryDatabase();
  await migrate(handle);
  return planeOn(handle);
}
