// The language a render is in. A React context, not the i18next instance's own language: the edge
// renders pages in different languages at once with one instance.
import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from './languages';

export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** The language the page is in (the shell provides it; a change re-renders every section). */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The Intl locale of the page's language, for a number, a date or money. */
export function useLocale(): string {
  return LANGUAGE_LOCALES[useContext(LanguageContext)];
}
