import { i18n, registeredNamespaces } from './i18n-instance';
import type { Language } from './languages';

/**
 * Fetches every registered section's catalogue in a language: before a switch shows it (so no
 * section waits on its words), before the edge renders a page and before the browser hydrates it.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return;
  const namespaces = registeredNamespaces();
  const known = (i18n.options.ns ??= []) as string[];
  for (const namespace of namespaces) if (!known.includes(namespace)) known.push(namespace);
  // i18next loads a language for the namespaces in options.ns (what react-i18next's loadLanguages does too).
  await i18n.loadLanguages(language);
}
