// The page's language in the browser: the router's basename carries its prefix (/bn, /hi), so the
// sections' links need none. A switch fetches the catalogues, replaces the URL, and gives the page a
// router with the new basename (switchable-router.ts) while every section re-renders from the
// LanguageContext: no reload, nothing mounted again.
import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LANGUAGE_TAGS, LanguageContext, languagePath, loadLanguage, splitLanguagePath, type Language } from '@store/runtime';
import { createStoreRouter } from './create-router';
import { useLanguageFonts } from './language-fonts';
import { rememberLanguage } from './remember-language';
import { dropServerHeadTagsOnNavigation } from './server-head-tags';
import { SwitchLanguageContext, type SwitchLanguage } from './switch-language';
import { switchableRouter } from './switchable-router';

export function LanguageRoot({ initial, wrap }: { initial: Language; wrap: (router: ReactNode) => ReactNode }) {
  const [language, setLanguage] = useState(initial);
  const [routing] = useState(() => {
    const switchable = switchableRouter(createStoreRouter(initial));
    dropServerHeadTagsOnNavigation(switchable.router, window.location.pathname);
    return switchable;
  });
  useEffect(() => () => routing.router.dispose(), [routing]);
  useLanguageFonts(language);

  const switchLanguage = useCallback<SwitchLanguage>(
    async (next) => {
      await loadLanguage(next);
      const { path } = splitLanguagePath(window.location.pathname);
      const { search, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${languagePath(next, path)}${search}${hash}`);
      document.documentElement.lang = LANGUAGE_TAGS[next];
      rememberLanguage(next);
      startTransition(() => {
        routing.swap(createStoreRouter(next));
        setLanguage(next);
      });
    },
    [routing],
  );

  return (
    <SwitchLanguageContext.Provider value={switchLanguage}>
      <LanguageContext.Provider value={language}>{wrap(<RouterProvider router={routing.router} />)}</LanguageContext.Provider>
    </SwitchLanguageContext.Provider>
  );
}
