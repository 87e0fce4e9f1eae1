// Where the edge reads the asset store from: a folder on this machine (ASSET_DIR, the default), or
// another origin over HTTP (ASSET_ORIGIN). Both answer a file by its path under /remotes/, so what is
// read is checked the same way whichever it is (edge-copy.ts).
import fs from 'node:fs';
import path from 'node:path';

export interface AssetSource {
  /** For messages: the folder or the origin. */
  where: string;
  /** `<name>/<version>/<file>`'s bytes; null when the store has no such file. Throws when it cannot tell. */
  read(file: string): Promise<Buffer | null>;
  /** The files of a version folder (a version published before files.json); only a folder can list. */
  list?(versionPath: string): Promise<string[] | null>;
}

const FETCH_TIMEOUT_MS = 10_000;

function filesUnder(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join('/')];
    })
    .sort();
}

export function folderSource(dir: string): AssetSource {
  return {
    where: dir,
    async read(file) {
      try {
        return await fs.promises.readFile(path.join(dir, file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async list(versionPath) {
      const folder = path.join(dir, versionPath);
      return fs.existsSync(folder) ? filesUnder(folder) : null;
    },
  };
}

export function originSource(origin: string, timeoutMs = FETCH_TIMEOUT_MS): AssetSource {
  return {
    where: origin,
    async read(file) {
      const url = `${origin}/remotes/${file.split('/').map(encodeURIComponent).join('/')}`;
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const cause = (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        throw new Error(`${origin} did not answer for ${file} (${cause})`);
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`${origin} answered ${response.status} for ${file}`);
      }
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
