// The page's one i18next instance (a federation singleton through @store/runtime, so a language
// change reaches every section: react-i18next#1622). Each section's words are a namespace of their
// own, English given at registration, the others loaded by this backend when first asked for.
import i18next, { type BackendModule } from 'i18next';
import type { Language } from './languages';

export type Catalogue = Record<string, string>;
export type CatalogueLoader = () => Promise<{ default: Catalogue } | Catalogue>;

const loaders = new Map<string, Partial<Record<Language, CatalogueLoader>>>();

export function registerLoaders(namespace: string, byLanguage: Partial<Record<Language, CatalogueLoader>>): void {
  loaders.set(namespace, byLanguage);
}

export function registeredNamespaces(): string[] {
  return [...loaders.keys()];
}

const sectionCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders.get(namespace)?.[language as Language];
    // A language a section has no words for falls back to its English.
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, 'default' in module ? module.default : module),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

export const i18n = i18next.createInstance();
void i18n.use(sectionCatalogues).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'bn', 'hi'],
  ns: [],
  defaultNS: false,
  partialBundledLanguages: true,
  initAsync: false,
  // Flat catalogues: a key is its whole dotted name, never a path into nested objects.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});
