// One remote released and rolled back every few minutes during the soak, through the operator
// commands (`pnpm release mfe-content --from <build>`, `pnpm rollback mfe-content`), so whatever
// stands behind them is what is drilled. The release is changed code: a second build of mfe-content
// whose About page says "family-run shop" where the first says "family-run showroom", in its browser
// and server chunks (and their Brotli copies), kept in a folder of its own: mfe-content/dist, which
// the end-to-end drills release at the same time, is never touched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { operatorCommand } from '../operator-command.ts';
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

export interface ReleaseDrill {
  /** Releases the changed build, or rolls back to the first, whichever is next; the text now expected. */
  next(): Promise<string>;
  /** Removes the changed build (mfe-content/dist is back as it was after each release). */
  cleanUp(): void;
}

export function releaseDrill(env: Record<string, string>, by = 'soak'): ReleaseDrill {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'store-soak-build-'));
  const changedBuild = path.join(work, 'changed');
  writeChangedBuild(distDir, changedBuild);
  let released = false;
  return {
    async next() {
      if (released) {
        await operatorCommand(['rollback', REMOTE], env, by);
        released = false;
        return FIRST_TEXT;
      }
      await operatorCommand(['release', REMOTE, '--from', changedBuild], env, by);
      released = true;
      return CHANGED_TEXT;
    },
    cleanUp() {
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
