// The self-hosted font subsets of Bengali and Devanagari (@fontsource, the one script's subset each),
// served by the edge under /fonts/ and declared only on a page in that language: an English page
// never names them, so its bytes do not grow (docs/decisions/0015-languages-digits-and-urls.md).
import type { Language } from '@store/runtime';
import { SUBSET_VERSION } from './language-font-subsets';

export type ScriptLanguage = Exclude<Language, 'en'>;

/** The package version is in the URL, so the files are cached for ever. */
export const FONT_VERSION = '5.3.0';

interface ScriptFont {
  family: string;
  /** The package (@fontsource/…) and the file stem of its one-script subset. */
  packageName: string;
  stem: string;
  unicodeRange: string;
}

export const SCRIPT_FONTS: Readonly<Record<ScriptLanguage, ScriptFont>> = {
  bn: {
    family: 'Noto Sans Bengali',
    packageName: 'noto-sans-bengali',
    stem: 'noto-sans-bengali-bengali',
    unicodeRange:
      'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+25CC,U+A8F1',
  },
  hi: {
    family: 'Noto Sans Devanagari',
    packageName: 'noto-sans-devanagari',
    stem: 'noto-sans-devanagari-devanagari',
    unicodeRange: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF',
  },
};

/**
 * The regular face only: headings and buttons take a synthesized bold. The bold face was 48 KB more
 * on every first visit, fetched beside the page's largest picture (its LCP 0.6 s later in Lighthouse).
 */
export const FONT_WEIGHTS = [400] as const;

/** The face cut to the store's own words (shell/server/language/font-subsets.ts): the one a page preloads. */
export function fontFileUrl(language: ScriptLanguage, weight: number): string {
  return `/fonts/${FONT_VERSION}-${SUBSET_VERSION}/${SCRIPT_FONTS[language].stem}-${weight}-normal.woff2`;
}

/** The whole face, for any other character of the script (a shopper's search, a section's newer words). */
export function fullFontFileUrl(language: ScriptLanguage, weight: number): string {
  return `/fonts/${FONT_VERSION}/${SCRIPT_FONTS[language].stem}-${weight}-normal.woff2`;
}

/** The @font-face rules and the page's font stack for a language; '' for English. */
export function fontFacesCss(language: Language): string {
  if (language === 'en') return '';
  const font = SCRIPT_FONTS[language];
  const face = (url: string, weight: number) =>
    `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};font-display:swap;` +
    `src:url(${url}) format("woff2");unicode-range:${font.unicodeRange}}`;
  // Of two faces of one family, the later is tried first and a character it lacks goes to the earlier:
  // the cut face draws the store's words, and the whole one is fetched only for a character it lacks.
  const faces = FONT_WEIGHTS.map(
    (weight) => face(fullFontFileUrl(language, weight), weight) + face(fontFileUrl(language, weight), weight),
  ).join('');
  // First in the stack (its unicode-range keeps it to its own script), so no system font that claims the
  // script without drawing it comes before it; html:root outranks base.css's :root wherever that comes.
  return `${faces}html:root{--font:"${font.family}",system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif}`;
}
