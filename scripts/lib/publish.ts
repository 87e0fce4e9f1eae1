// Builds the shell or a remote and publishes its dist/ as an immutable, content-addressed version.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentHashOf, RELEASE_NOTE, writeContentManifest } from './content-manifest.ts';
import { REMOTES_DIR, REPO_ROOT, type RemoteName } from './paths.ts';

export interface ReleaseInfo {
  remote: RemoteName;
  version: string;
  builtAt: string;
  files: number;
  jsBytes: number;
  jsGzipBytes: number;
  /** sha256 of the version's files.json (lib/content-manifest.ts). */
  contentHash: string;
}

function listFiles(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
    })
    .sort();
}

export function buildRemote(remote: RemoteName): void {
  execFileSync('pnpm', ['--filter', `./${remote}`, 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The build to publish: the package's dist/, or another folder holding a build of it (`pnpm release --from`). */
export function distDir(remote: RemoteName, from?: string): string {
  return from ? path.resolve(from) : path.join(REPO_ROOT, remote, 'dist');
}

/** Every build of the shell or a remote records its contract (shared/webpack/federation-config.cjs). */
export function hasBuild(remote: RemoteName, from?: string): boolean {
  return fs.existsSync(path.join(distDir(remote, from), 'contract.json'));
}

/** `<package version>-<first 8 hex of the build's content hash>`: the same build is the same version. */
export function versionOf(remote: RemoteName, from?: string): string {
  const dist = distDir(remote, from);
  if (!hasBuild(remote, from)) throw new Error(`${remote} has no build in ${dist}`);
  const hash = createHash('sha256');
  for (const file of listFiles(dist)) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(dist, file)));
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, remote, 'package.json'), 'utf8')) as { version: string };
  return `${version}-${hash.digest('hex').slice(0, 8)}`;
}

export function measure(dir: string): Pick<ReleaseInfo, 'files' | 'jsBytes' | 'jsGzipBytes'> {
  const files = listFiles(dir);
  let jsBytes = 0;
  let jsGzipBytes = 0;
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const content = fs.readFileSync(path.join(dir, file));
    jsBytes += content.length;
    jsGzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.length, jsBytes, jsGzipBytes };
}

export function versionDir(remote: RemoteName, version: string): string {
  return path.join(REMOTES_DIR, remote, version);
}

/**
 * Copies dist/ into the asset store (ASSET_DIR, by default deploy/remotes) as <remote>/<version>/,
 * unless that version is there already: a version folder is written once and never overwritten.
 */
export function publish(
  remote: RemoteName,
  version: string,
  built = distDir(remote),
): { info: ReleaseInfo; alreadyPublished: boolean } {
  const target = versionDir(remote, version);
  if (fs.existsSync(path.join(target, RELEASE_NOTE))) {
    const published = JSON.parse(fs.readFileSync(path.join(target, RELEASE_NOTE), 'utf8')) as Omit<ReleaseInfo, 'contentHash'>;
    return { info: { ...published, contentHash: contentHashOf(target) }, alreadyPublished: true };
  }
  const staging = `${target}.staging-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(built, staging, { recursive: true });

  const manifestFile = path.join(staging, 'mf-manifest.json');
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
    manifest.metaData.buildInfo.buildVersion = version;
    fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  }

  const measured = measure(staging);
  const builtAt = new Date().toISOString();
  fs.writeFileSync(path.join(staging, RELEASE_NOTE), `${JSON.stringify({ remote, version, builtAt, ...measured }, null, 2)}\n`);
  const info: ReleaseInfo = { remote, version, builtAt, ...measured, contentHash: writeContentManifest(staging) };
  fs.renameSync(staging, target);
  return { info, alreadyPublished: false };
}
