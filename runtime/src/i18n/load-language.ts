import { i18n, registeredNamespaces } from './i18n-instance';
import type { Language } from './languages';

/** i18next's loader of catalogues (untyped in its typings): each language and namespace asked for once. */
interface CatalogueConnector {
  load(languages: string[], namespaces: string[], done: () => void): void;
}

/** Fetches these sections' catalogues in a language (each once, however many ask); settles when all are in or failed. */
export function loadCatalogues(language: Language, namespaces: string[]): Promise<void> {
  if (language === 'en' || namespaces.length === 0) return Promise.resolve();
  // i18next's own loadLanguages() loads a language once: a section registered after that would never be fetched.
  const connector = i18n.services.backendConnector as CatalogueConnector;
  return new Promise((resolve) => connector.load([language], namespaces, () => resolve()));
}

/**
 * Fetches every registered section's catalogue in a language: before a switch shows it (so no
 * section waits on its words), before the edge renders a page and before the browser hydrates it.
 */
export function loadLanguage(language: Language): Promise<void> {
  return loadCatalogues(language, registeredNamespaces());
}
