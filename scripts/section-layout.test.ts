// Every remote keeps the same few folders beside its features (CODE_STYLE.md, "A section's folders"):
// what two of its features use is in common/, never in a folder of another generic name.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { REMOTE_NAMES, REPO_ROOT } from './lib/paths.ts';

/** Names a newcomer would look in for a section's shared pieces: they are all `common/`. */
const GENERIC = new Set(['ui', 'utils', 'util', 'helpers', 'lib', 'components', 'forms', 'session', 'hooks', 'shared', 'misc']);

test("each remote's src holds index.ts and folders only, its shared pieces in common/", () => {
  for (const remote of REMOTE_NAMES) {
    const entries = fs.readdirSync(path.join(REPO_ROOT, remote, 'src'), { withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile() && entry.name !== 'index.ts').map((entry) => entry.name);
    assert.deepEqual(files, [], `${remote}/src: files beside index.ts belong in a folder`);
    const generic = entries.filter((entry) => entry.isDirectory() && GENERIC.has(entry.name)).map((entry) => entry.name);
    assert.deepEqual(generic, [], `${remote}/src: ${generic.join(', ')} should be common/`);
    assert.ok(
      entries.some((entry) => entry.name === 'exposes'),
      `${remote}/src has its exposes/`,
    );
  }
});
