import { createContext, useContext } from 'react';
import type { Language } from '@store/runtime';

export type SwitchLanguage = (language: Language) => Promise<void>;

export const SwitchLanguageContext = createContext<SwitchLanguage>(async () => undefined);

/** Changes the page's language in place: catalogues first, then the URL, then every section. */
export function useSwitchLanguage(): SwitchLanguage {
  return useContext(SwitchLanguageContext);
}
