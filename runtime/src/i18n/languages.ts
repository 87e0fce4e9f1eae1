// The store's languages and how a URL carries one (docs/decisions/0015-languages-digits-and-urls.md):
// English unprefixed, the others under /bn/ and /hi/.
export const LANGUAGES = ['en', 'bn', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', bn: 'বাংলা', hi: 'हिन्दी' };

/** The `<html lang>` and hreflang value of each language. */
export const LANGUAGE_TAGS: Readonly<Record<Language, string>> = { en: 'en-IN', bn: 'bn-IN', hi: 'hi-IN' };

/**
 * The Intl locale of each language: Indian conventions, Latin digits in all three, so a price, a
 * pincode and a model code read alike on one page.
 */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-IN',
  bn: 'bn-IN-u-nu-latn',
  hi: 'hi-IN-u-nu-latn',
};

/** The cookie (and storage key) that remembers the shopper's choice. */
export const LANGUAGE_COOKIE = 'store_lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The router's basename for a language: '' for English, '/bn' for Bengali. */
export function languageBasename(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The language a path is in and the path without its prefix ('/bn/cart' → bn, '/cart'). */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const match = /^\/(bn|hi)(?=\/|$)/.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: match[1] as Language, path: pathname.slice(match[0].length) || '/' };
}

/** A path of the store in a language ('/cart' in bn → '/bn/cart'; '/' in bn → '/bn/'). */
export function languagePath(language: Language, path: string): string {
  const base = languageBasename(language);
  return base === '' ? path : `${base}${path}`;
}
