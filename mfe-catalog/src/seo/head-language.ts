// The language a server-rendered head is written in (the route's; English when it names none), with
// its catalogues loaded so `translate` finds the words.
import { DEFAULT_LANGUAGE, isLanguage, loadLanguage, type FirstViewRoute, type Language } from '@store/shared';

export async function headLanguage(route: FirstViewRoute): Promise<Language> {
  const language = isLanguage(route.language) ? route.language : DEFAULT_LANGUAGE;
  await loadLanguage(language);
  return language;
}
