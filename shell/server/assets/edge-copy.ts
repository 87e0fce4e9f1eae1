// This edge's checked copy of the versions it uses (ARCHITECTURE.md, "What runs where"). On a
// version's first need the edge reads its files.json from the asset store, checks its sha256 against
// the version's content hash in the release plane, then copies the files the edge itself reads or
// runs (the server build, index.html, page-routes.json, contract.json, mf-manifest.json), each checked against
// files.json, into <root>/remotes/<name>/<version>/. Each file is written whole (a temporary file,
// then a rename), and nothing reads a version before this process has prepared it, so a copy left
// half-written never loads. A version whose files are missing or differ is refused: its section is
// left out of the pages, as a failing remote is; the store is asked again after a while (a bucket
// still syncing fills in). A version the plane has no content hash for (published before files.json)
// is copied unchecked, as much of it as the store has, as it was served before.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from '@store/shared/release-registry';
import type { AssetSource } from './asset-source';

export const CONTENT_MANIFEST = 'files.json';
/** What the edge reads or runs of a version; the browser's files are only served, never read here. */
const EDGE_FILES = /^(index\.html|page-routes\.json|contract\.json|mf-manifest\.json|server\/.+)$/;
const SAFE_NAME = /^[\w][\w.-]{0,99}$/;
const SAFE_FILE = /^[\w.\-/]+$/;
const RETRY_AFTER_MS = 30_000;
const PARALLEL_FILES = 4;

export interface EdgeCopyOptions {
  source: AssetSource;
  /** The copy's root: <root>/remotes/<name>/<version>/. */
  root: string;
  /** The version's content hash in the release plane; null when it has none. */
  contentHash: (name: string, version: string) => string | null;
  /** Told once per version and reason (the edge logs and counts it). */
  refused: (name: string, version: string, reason: string) => void;
  retryAfterMs?: number;
}

export interface EdgeCopy {
  root: string;
  /** True once the version is in the copy, checked; false when it is refused for now. */
  prepare(name: string, version: string): Promise<boolean>;
  /** Prepares every version the registry names, and answers it without the refused ones. */
  usable(registry: Registry | null): Promise<Registry | null>;
  /** The registry when every version it names is in the copy already, without waiting; else undefined. */
  usableNow(registry: Registry | null): Registry | null | undefined;
}

class Refusal extends Error {}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function safeFile(file: string): boolean {
  return (
    SAFE_FILE.test(file) && !file.startsWith('/') && file.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

function manifestOf(bytes: Buffer): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new Refusal(`${CONTENT_MANIFEST} is not JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Refusal(`${CONTENT_MANIFEST} is not a list of files`);
  for (const [file, hash] of Object.entries(parsed)) {
    if (typeof hash !== 'string' || !safeFile(file)) throw new Refusal(`${CONTENT_MANIFEST} lists "${file}" oddly`);
  }
  return parsed as Record<string, string>;
}

async function eachAtMost<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function writeWhole(target: string, bytes: Buffer): Promise<void> {
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  await fs.promises.writeFile(temporary, bytes);
  await fs.promises.rename(temporary, target);
}

async function cachedMatches(target: string, hash: string | undefined): Promise<boolean> {
  if (!hash) return false;
  try {
    return sha256(await fs.promises.readFile(target)) === hash;
  } catch {
    return false;
  }
}

export function createEdgeCopy(options: EdgeCopyOptions): EdgeCopy {
  const { source, root, contentHash, refused } = options;
  const retryAfterMs = options.retryAfterMs ?? RETRY_AFTER_MS;
  const prepared = new Set<string>();
  const refusedUntil = new Map<string, number>();
  const inFlight = new Map<string, Promise<boolean>>();
  const told = new Set<string>();

  /** files.json's list (checked against the plane's hash when it has one), or the folder's own. */
  async function filesOf(name: string, version: string): Promise<Map<string, string | undefined>> {
    const expected = contentHash(name, version);
    const manifest = await source.read(`${name}/${version}/${CONTENT_MANIFEST}`);
    if (manifest) {
      if (expected !== null && sha256(manifest) !== expected)
        throw new Refusal(`${CONTENT_MANIFEST} does not match the content hash the release plane holds`);
      return new Map(Object.entries(manifestOf(manifest)));
    }
    if (expected !== null) throw new Refusal(`${CONTENT_MANIFEST} is missing from the asset store`);
    // What an origin cannot list, or a folder does not have, the edge cannot read either: as before
    // files.json, the version is named to browsers and renders there.
    const listed = (await source.list?.(`${name}/${version}`)) ?? [];
    return new Map(listed.filter((file) => file !== CONTENT_MANIFEST).map((file) => [file, undefined]));
  }

  async function copy(name: string, version: string): Promise<void> {
    const files = await filesOf(name, version);
    const wanted = [...files.keys()].filter((file) => EDGE_FILES.test(file) && safeFile(file));
    await eachAtMost(wanted, PARALLEL_FILES, async (file) => {
      const hash = files.get(file);
      const target = path.join(root, 'remotes', name, version, file);
      if (await cachedMatches(target, hash)) return;
      const bytes = await source.read(`${name}/${version}/${file}`);
      if (!bytes) throw new Refusal(`${file} is missing from the asset store`);
      if (hash !== undefined && sha256(bytes) !== hash) throw new Refusal(`${file} does not match ${CONTENT_MANIFEST}`);
      await writeWhole(target, bytes);
    });
  }

  function refuse(key: string, name: string, version: string, reason: string): false {
    refusedUntil.set(key, Date.now() + retryAfterMs);
    if (!told.has(`${key} ${reason}`)) {
      told.add(`${key} ${reason}`);
      refused(name, version, reason);
    }
    return false;
  }

  function prepare(name: string, version: string): Promise<boolean> {
    const key = `${name} ${version}`;
    if (prepared.has(key)) return Promise.resolve(true);
    if ((refusedUntil.get(key) ?? 0) > Date.now()) return Promise.resolve(false);
    if (!SAFE_NAME.test(name) || !SAFE_NAME.test(version) || version.includes('..')) {
      return Promise.resolve(refuse(key, name, version, 'its name cannot be a folder'));
    }
    // One copy per version at a time, whoever asks (a page, the warm-up, another page).
    let copying = inFlight.get(key);
    if (!copying) {
      copying = copy(name, version)
        .then(() => {
          prepared.add(key);
          refusedUntil.delete(key);
          return true;
        })
        .catch((error: unknown) =>
          refuse(
            key,
            name,
            version,
            error instanceof Refusal ? error.message : `it could not be read (${(error as Error).message})`,
          ),
        )
        .finally(() => inFlight.delete(key));
      inFlight.set(key, copying);
    }
    return copying;
  }

  /** Every version the registry names is in the copy already: the same registry serves (the pages' views of it are kept). */
  const allPrepared = (registry: Registry) =>
    Object.entries(registry).every(
      ([name, entry]) =>
        !entry ||
        (prepared.has(`${name} ${entry.current}`) && (!entry.canary || prepared.has(`${name} ${entry.canary.version}`))),
    );

  async function usable(registry: Registry | null): Promise<Registry | null> {
    if (!registry || allPrepared(registry)) return registry;
    const entries = Object.entries(registry).filter(([, entry]) => entry !== undefined);
    const checked = await Promise.all(
      entries.map(async ([name, entry]) => {
        if (!entry) return [name, entry] as const;
        const [current, canary] = await Promise.all([
          prepare(name, entry.current),
          entry.canary ? prepare(name, entry.canary.version) : Promise.resolve(false),
        ]);
        if (!current) return [name, undefined] as const;
        if (entry.canary && !canary) {
          const withoutCanary = { ...entry };
          delete withoutCanary.canary;
          return [name, withoutCanary] as const;
        }
        return [name, entry] as const;
      }),
    );
    return Object.fromEntries(checked.filter(([, entry]) => entry !== undefined));
  }

  const usableNow = (registry: Registry | null) => (!registry || allPrepared(registry) ? registry : undefined);

  return { root, prepare, usable, usableNow };
}
