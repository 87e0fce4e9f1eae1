// Another build of a remote with nothing changed but a file saying so: the same code under a new
// version (the version is a hash of the build's files: scripts/lib/publish.ts), for a drill that needs a
// second release of a remote without building it again.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths.ts';

export const MARK_FILE = 'drill-mark.txt';

export function writeMarkedBuild(remote: string, target: string, mark: string): string {
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(REPO_ROOT, remote, 'dist'), target, { recursive: true });
  fs.writeFileSync(path.join(target, MARK_FILE), `${mark}\n`);
  return target;
}
