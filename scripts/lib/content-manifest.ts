// A published version's integrity: `files.json` lists every file of the version folder with its
// sha256, and the sha256 of files.json itself is the version's content hash (kept with the version in
// the release plane). Whoever loads a version from the asset store checks the manifest against that
// hash, then each file it reads against the manifest.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const CONTENT_MANIFEST = 'files.json';
/**
 * When and by what a version was published: left out of files.json, so one build published into two
 * asset stores (a second machine's, a fresh DEPLOY_DIR) has one content hash, the one the plane holds.
 */
export const RELEASE_NOTE = 'release.json';

export type ContentManifest = Record<string, string>;

export function sha256Hex(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('hex');
}

function listFiles(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join('/')];
    })
    .sort();
}

/** Writes files.json into dir (over every file but itself and the release note) and returns the version's content hash. */
export function writeContentManifest(dir: string): string {
  const manifest: ContentManifest = {};
  for (const file of listFiles(dir)) {
    if (file !== CONTENT_MANIFEST && file !== RELEASE_NOTE) manifest[file] = sha256Hex(fs.readFileSync(path.join(dir, file)));
  }
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  fs.writeFileSync(path.join(dir, CONTENT_MANIFEST), text);
  return sha256Hex(text);
}

/** The content hash of a published version; a folder published before manifests existed gets one now. */
export function contentHashOf(dir: string): string {
  const file = path.join(dir, CONTENT_MANIFEST);
  return fs.existsSync(file) ? sha256Hex(fs.readFileSync(file)) : writeContentManifest(dir);
}
