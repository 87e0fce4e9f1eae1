// Where the edge reads the faces it serves under /fonts/ (font-routes.ts): the whole one-script file of
// @fontsource, and the face cut from it to the store's words, which the build writes (font-subsets.ts).
import path from 'node:path';
import { SCRIPT_FONTS, type ScriptLanguage } from '../../src/app/language-font-faces';

export const SUBSET_DIR = path.join(__dirname, 'fonts');

export function fullFontFile(language: ScriptLanguage, weight: number): string {
  const font = SCRIPT_FONTS[language];
  const dir = path.dirname(require.resolve(`@fontsource/${font.packageName}/package.json`));
  return path.join(dir, 'files', `${font.stem}-${weight}-normal.woff2`);
}

export function subsetFontFile(language: ScriptLanguage, weight: number): string {
  return path.join(SUBSET_DIR, `${SCRIPT_FONTS[language].stem}-${weight}-normal.woff2`);
}
