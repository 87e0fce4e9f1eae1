// Where this edge finds the published versions (README § Running on several machines). ASSET_DIR is
// the asset store on this machine (a shared volume, or a folder a bucket is synced into), which this
// edge serves at /remotes/; ASSET_ORIGIN is another origin serving the store's /remotes/ to every edge
// and browser, and then the edge needs no ASSET_DIR; EDGE_CACHE_DIR is this edge's checked copy of the
// files it runs (server builds) or reads (index.html, contract.json, mf-manifest.json).
import fs from 'node:fs';
import path from 'node:path';

export interface AssetSettings {
  /** The asset store on this machine, served at /remotes/; undefined when ASSET_ORIGIN names another origin. */
  dir?: string;
  /** The origin serving /remotes/ (scheme, host and port); undefined: this edge. */
  origin?: string;
  /** This edge's copy of the versions it uses: <cacheDir>/remotes/<name>/<version>/. */
  cacheDir: string;
}

export class AssetSettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AssetSettingError';
  }
}

/** ASSET_ORIGIN's scheme, host and port, refused unless it is an http(s) origin and nothing more. */
export function assetOrigin(value: string): string {
  const refuse = (reason: string) =>
    new AssetSettingError(
      `ASSET_ORIGIN must be an http(s) origin like https://assets.shop.example.in (${reason}), got "${value}"`,
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse('not an address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('http or https only');
  if (url.username || url.password) throw refuse('no user or password');
  if (url.pathname !== '/' || url.search || url.hash || value.endsWith('?') || value.endsWith('#')) {
    throw refuse('no path, query or fragment: the store is read at /remotes/ on it');
  }
  return url.origin;
}

/** Makes the folder and writes into it once, so a folder the edge cannot fill is told at start. */
export function writableFolder(name: string, dir: string): string {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw new AssetSettingError(`${name} must be a folder this edge can write, got "${dir}" (${(error as Error).message})`);
  }
  return dir;
}

/** The settings from the environment; the defaults are today's single machine (DEPLOY_DIR/remotes). */
export function assetSettingsFrom(env: Record<string, string | undefined>, deployDir: string): AssetSettings {
  const origin = env.ASSET_ORIGIN?.trim() ? assetOrigin(env.ASSET_ORIGIN.trim()) : undefined;
  const dir = env.ASSET_DIR?.trim() ? path.resolve(env.ASSET_DIR.trim()) : path.join(deployDir, 'remotes');
  const cacheDir = path.resolve(env.EDGE_CACHE_DIR?.trim() || defaultCacheDir(deployDir));
  return { dir: origin ? undefined : dir, origin, cacheDir: writableFolder('EDGE_CACHE_DIR', cacheDir) };
}

/** Inside the deploy folder (gitignored), so each copy of the store, a test's included, keeps its own. */
export function defaultCacheDir(deployDir: string): string {
  return path.join(deployDir, '.edge-cache');
}
