// The page's language in the browser: the router's basename carries its prefix (/bn, /hi), so the
// sections' links need none, and a switch makes a new router on the same page (no reload) while every
// section re-renders from the LanguageContext.
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LANGUAGE_TAGS, LanguageContext, languagePath, loadLanguage, splitLanguagePath, type Language } from '@store/runtime';
import { createStoreRouter } from './create-router';
import { dropServerHeadTagsOnNavigation } from './server-head-tags';
import { rememberLanguage } from './remember-language';
import { useLanguageFonts } from './language-fonts';
import { SwitchLanguageContext, type SwitchLanguage } from './switch-language';

export function LanguageRoot({ initial, wrap }: { initial: Language; wrap: (router: ReactNode) => ReactNode }) {
  const [language, setLanguage] = useState(initial);
  const router = useMemo(() => {
    const created = createStoreRouter(language);
    dropServerHeadTagsOnNavigation(created, window.location.pathname);
    return created;
  }, [language]);
  useEffect(() => () => router.dispose(), [router]);
  useLanguageFonts(language);

  const switchLanguage = useCallback<SwitchLanguage>(async (next) => {
    await loadLanguage(next);
    const { path } = splitLanguagePath(window.location.pathname);
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${languagePath(next, path)}${search}${hash}`);
    document.documentElement.lang = LANGUAGE_TAGS[next];
    rememberLanguage(next);
    startTransition(() => setLanguage(next));
  }, []);

  return (
    <SwitchLanguageContext.Provider value={switchLanguage}>
      <LanguageContext.Provider value={language}>{wrap(<RouterProvider router={router} />)}</LanguageContext.Provider>
    </SwitchLanguageContext.Provider>
  );
}
