// pnpm build (before webpack): cuts the Bengali and Devanagari faces to the store's words
// (font-subsets.ts) into server/language/fonts/, and writes the version each one is served under
// into src/app/language-font-subsets.ts, so a changed cut gets a new URL (they are cached for ever).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SUBSET_DIR } from './font-files';
import { cutStoreFonts, subsetSource } from './font-subsets';
import { SCRIPT_FONTS } from '../../src/app/language-font-faces';
import { SUBSET_SOURCE } from '../../src/app/language-font-subsets';

const VERSIONS_FILE = path.join(__dirname, '..', '..', 'src', 'app', 'language-font-subsets.ts');

async function main(): Promise<void> {
  const source = subsetSource();
  if (source === SUBSET_SOURCE) return void console.log("The cut faces are made from today's words: kept.");
  const files = await cutStoreFonts();
  fs.mkdirSync(SUBSET_DIR, { recursive: true });
  const hash = createHash('sha256');
  for (const [file, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    fs.writeFileSync(file, content);
    hash.update(path.basename(file)).update(content);
    console.log(`${path.relative(process.cwd(), file)}: ${(content.length / 1024).toFixed(1)} KB`);
  }
  const version = hash.digest('hex').slice(0, 8);
  const languages = Object.keys(SCRIPT_FONTS).join(', ');
  fs.writeFileSync(
    VERSIONS_FILE,
    `// Written by shell/server/language/write-font-subsets.ts (pnpm build): the content hash of the cut faces\n` +
      `// of ${languages}, the folder they are served under; and what they were cut from (font-subsets.ts).\n` +
      `export const SUBSET_VERSION = '${version}';\nexport const SUBSET_SOURCE = '${source}';\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
