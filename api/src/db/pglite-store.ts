// Embedded PostgreSQL (PGlite) under DATA_DIR. Two processes opening one data directory corrupt it,
// so a lock file guards it; an interrupted first start leaves a broken directory, so the first
// creation happens in a temporary folder that is renamed into place only once complete.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export type TrgmPGlite = PGlite;

export class DataDirLockedError extends Error {
  constructor(lockFile: string, pid: number) {
    super(`The database in ${path.dirname(lockFile)} is in use by process ${pid} (lock ${lockFile}). ` +
      'Stop that process, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.');
    this.name = 'DataDirLockedError';
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws; a lock left by a dead process is taken over. Returns the release. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner)) {
        throw new DataDirLockedError(lockFile, owner);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

async function createPGlite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  const pg = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  await pg.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  return pg;
}

/** Opens (creating on first use) the persistent database in `<dataDir>/pglite`. */
export async function openPGliteDir(dataDir: string): Promise<{ pg: PGlite; release: () => void }> {
  const release = lockDataDir(dataDir);
  try {
    const target = path.join(dataDir, 'pglite');
    for (const entry of fs.readdirSync(dataDir)) {
      if (entry.startsWith('pglite.creating-')) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
    if (!fs.existsSync(path.join(target, 'PG_VERSION'))) {
      fs.rmSync(target, { recursive: true, force: true });
      const temp = path.join(dataDir, `pglite.creating-${process.pid}`);
      const fresh = await createPGlite(temp);
      await fresh.close();
      fs.renameSync(temp, target);
    }
    return { pg: await createPGlite(target), release };
  } catch (error) {
    release();
    throw error;
  }
}

/** A throw-away in-memory database, optionally started from a dump (see dumpDataDir). */
export function openPGliteMemory(fromDump?: Blob): Promise<PGlite> {
  return createPGlite(undefined, fromDump);
}
