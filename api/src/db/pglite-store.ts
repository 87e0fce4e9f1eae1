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
    super(
      `The database in ${path.dirname(lockFile)} is in use by process ${pid} (lock ${lockFile}). ` +
        'Stop that process, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Linux only (elsewhere null): the process's state letter and its start time (clock ticks since
 * boot) from /proc/<pid>/stat.
 */
function procStat(pid: number): { state: string; startTime: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and ')', so fields are counted from its closing ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] && fields[19] ? { state: fields[0], startTime: fields[19] } : null;
  } catch {
    return null;
  }
}

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A zombie has exited and closed its files; only its parent has not collected it yet.
  const state = procStat(pid)?.state;
  return state !== 'Z' && state !== 'X';
}

/** What a lock file holds: the pid and, where the system tells, that process's start time. */
export function lockOwnerText(pid: number): string {
  const startTime = procStat(pid)?.startTime;
  return startTime ? `${pid} ${startTime}` : String(pid);
}

/** The pid of the process that still holds a lock written as `text`, or null when it is gone. */
function liveOwner(text: string): number | null {
  const [pidText, startTime] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !processIsAlive(pid)) return null;
  // After a crash the pid may have been given to another process (containers restart with the
  // same few pids): a different start time means the writer is gone.
  const startTimeNow = procStat(pid)?.startTime;
  if (startTime && startTimeNow && startTime !== startTimeNow) return null;
  return pid;
}

function readIfThere(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Takes the lock or throws; a lock left by a process that is gone is taken over. Returns the release. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'pglite.lock');
  const mine = lockOwnerText(process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, mine, { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8') === mine) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = liveOwner(readIfThere(lockFile));
      if (owner !== null) throw new DataDirLockedError(lockFile, owner);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

export async function createPGlite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
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
