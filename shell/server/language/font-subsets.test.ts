// The faces cut to the store's words (font-subsets.ts) against the catalogues: no word of the store
// may lose a letter (a box) or a conjunct to the cut.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { FONT_WEIGHTS, SCRIPT_FONTS, type ScriptLanguage } from '../../src/app/language-font-faces';
import { fullFontFile, subsetFontFile } from './font-files';
import { SUBSET_SOURCE } from '../../src/app/language-font-subsets';
import {
  cataloguePaths,
  cutFont,
  mappedCharacters,
  shapeTexts,
  storeWords,
  subsetSource,
  type ShapedGlyph,
} from './font-subsets';

const LANGUAGES = Object.keys(SCRIPT_FONTS) as ScriptLanguage[];

/** Whether a code point is in a CSS unicode-range ("U+0980-09FE,U+200C-200D,…"). */
function inRange(code: number, unicodeRange: string): boolean {
  return unicodeRange.split(',').some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return code >= parseInt(from!, 16) && code <= parseInt(to!, 16);
  });
}

test('every package has a Bengali and a Hindi catalogue the cut is made from', () => {
  for (const language of LANGUAGES)
    assert.ok(cataloguePaths(language).length >= 6, `${language}: ${cataloguePaths(language).join(', ')}`);
});

for (const language of LANGUAGES) {
  const font = SCRIPT_FONTS[language];
  const words = storeWords(language);

  test(`${language}: the cut face maps every character of the store's words that the page gives to the font`, async () => {
    for (const weight of FONT_WEIGHTS) {
      const mapped = await mappedCharacters(fs.readFileSync(subsetFontFile(language, weight)));
      const missing = new Set<string>();
      for (const char of words.join('')) {
        const code = char.codePointAt(0)!;
        if (inRange(code, font.unicodeRange) && !mapped.has(code)) missing.add(`${char} U+${code.toString(16).toUpperCase()}`);
      }
      assert.deepEqual([...missing], [], `${font.family} ${weight}: not in the cut face (pnpm build writes it)`);
    }
  });

  test(`${language}: every message of the store shapes with the cut face as with the whole one`, async () => {
    for (const weight of FONT_WEIGHTS) {
      const [cut, full] = await Promise.all([
        shapeTexts(fs.readFileSync(subsetFontFile(language, weight)), words),
        shapeTexts(fs.readFileSync(fullFontFile(language, weight)), words),
      ]);
      // Glyph numbers differ between the two files; what is drawn where, and from which letters, may not.
      const layout = (glyphs: ShapedGlyph[]) => glyphs.map(({ glyph, ...rest }) => ({ ...rest, drawn: glyph !== 0 }));
      words.forEach((text, index) => {
        assert.deepEqual(layout(cut[index]!), layout(full[index]!), `"${text}" is drawn differently by the cut face`);
      });
    }
  });
}

test("the cut faces served were made from today's words (pnpm --filter ./shell build cuts them again)", () => {
  assert.equal(SUBSET_SOURCE, subsetSource());
});

test('a face cut twice from the same words is the same file', async () => {
  const words = ['নম্বর', 'ক্ষমা', 'স্ট্রিট'];
  const [once, twice] = await Promise.all([0, 1].map(() => cutFont(fs.readFileSync(fullFontFile('bn', 400)), words)));
  assert.ok(once!.equals(twice!));
  assert.ok(once!.length < fs.readFileSync(fullFontFile('bn', 400)).length / 4);
});
