// One remote released and rolled back every few minutes during the soak, through the operator
// commands (`pnpm release mfe-content --no-build`, `pnpm rollback mfe-content`), so whatever stands
// behind them is what is drilled. The release is changed code: a second build of mfe-content whose
// About page says "family-run shop" where the first says "family-run showroom", in its browser and
// server chunks (and their Brotli copies). The release command publishes what is in mfe-content/dist,
// so that build stands there only while the command runs; the first is put back at once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { REPO_ROOT } from '../paths.ts';

export const REMOTE = 'mfe-content';
export const ABOUT_PATH = '/about-us';
export const FIRST_TEXT = 'single family-run showroom';
export const CHANGED_TEXT = 'single family-run shop';

const distDir = path.join(REPO_ROOT, REMOTE, 'dist');

/** A copy of `dist` with the About page's text changed in every script holding it; how many files changed. */
export function writeChangedBuild(dist: string, target: string): number {
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(dist, target, { recursive: true });
  let changed = 0;
  for (const file of fs.readdirSync(target, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(target, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(FIRST_TEXT)) continue;
    fs.writeFileSync(full, text.split(FIRST_TEXT).join(CHANGED_TEXT));
    if (fs.existsSync(`${full}.br`)) fs.writeFileSync(`${full}.br`, brotliCompressSync(fs.readFileSync(full)));
    changed += 1;
  }
  if (changed === 0) throw new Error(`no script of ${dist} holds "${FIRST_TEXT}": the About page's text moved`);
  return changed;
}

/** An operator command, run beside the shoppers (never blocking their requests' timing). */
function operator(args: string[], env: Record<string, string>): Promise<void> {
  const child = spawn('pnpm', ['--silent', ...args, '--by', 'soak'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`pnpm ${args.join(' ')} failed: ${output.trim()}`)))),
  );
}

export interface ReleaseDrill {
  /** Releases the changed build, or rolls back to the first, whichever is next; the text now expected. */
  next(): Promise<string>;
  /** Puts mfe-content/dist back as it was, whatever happened. */
  cleanUp(): void;
}

export function releaseDrill(env: Record<string, string>): ReleaseDrill {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'store-soak-build-'));
  const changedBuild = path.join(work, 'changed');
  writeChangedBuild(distDir, changedBuild);
  // Beside dist, so putting either build in place is a rename.
  const firstBuild = `${distDir}.soak-first-${process.pid}`;
  let released = false;
  const putBack = () => {
    if (!fs.existsSync(firstBuild)) return;
    if (fs.existsSync(distDir)) fs.renameSync(distDir, changedBuild);
    fs.renameSync(firstBuild, distDir);
  };
  return {
    async next() {
      if (released) {
        await operator(['rollback', REMOTE], env);
        released = false;
        return FIRST_TEXT;
      }
      fs.renameSync(distDir, firstBuild);
      fs.renameSync(changedBuild, distDir);
      try {
        await operator(['release', REMOTE, '--no-build'], env);
      } finally {
        putBack();
      }
      released = true;
      return CHANGED_TEXT;
    },
    cleanUp() {
      putBack();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
