import type { TFunction, TOptions } from 'i18next';
import { i18n } from './i18n-instance';
import { useLanguage } from './language-context';
import { loadCatalogues } from './load-language';
import type { Messages } from './define-messages';
import type { Language } from './languages';

export type Translate<K extends string> = (key: K, values?: TOptions) => string;

// A page renders the same words many times (fifty cards each saying "Add to cart"), and i18next's
// t() resolves, interpolates and checks plural rules on every call (docs/decisions/0015). A message
// without values reads the same until a catalogue is added.
const translators = new Map<string, Translate<string>>();
/** Sections whose catalogue is in, by language: i18next's own check costs a lookup on every render. */
const ready = new Set<string>();
/** Counts catalogues added: a translator's remembered words from before are thrown away, the translator kept
 * (a component's memo over `t` stays as it is, as with react-i18next). */
let cataloguesAdded = 0;
i18n.store.on('added', () => (cataloguesAdded += 1));

function translatorFor(language: Language, namespace: string): Translate<string> {
  const id = `${language}\u0000${namespace}`;
  let translator = translators.get(id);
  if (!translator) {
    const fixed = i18n.getFixedT(language, namespace);
    const plain = new Map<string, string>();
    let rememberedAt = cataloguesAdded;
    translator = (key, values) => {
      if (values) return fixed(key, values);
      if (rememberedAt !== cataloguesAdded) {
        plain.clear();
        rememberedAt = cataloguesAdded;
      }
      let text = plain.get(key);
      if (text === undefined) plain.set(key, (text = fixed(key)));
      return text;
    };
    translators.set(id, translator);
  }
  return translator;
}

/** Null when the section's catalogue in the language is in; else its fetch (i18next's connector asks for it once,
 * however many components wait). */
function catalogueLoaded(language: Language, namespace: string): Promise<void> | null {
  const id = `${language}\u0000${namespace}`;
  if (ready.has(id)) return null;
  if (!i18n.hasLoadedNamespace(namespace, { lng: language })) return loadCatalogues(language, [namespace]);
  ready.add(id);
  return null;
}

/**
 * A section's words in the page's language: `t('cart.empty')`, `t('items', { count })` for plurals.
 * Suspends while the language's catalogue is fetched; a key the language lacks reads in English.
 * The language comes from the page's context (a switch re-renders every section), not i18next's own.
 */
export function useT<K extends string>(messages: Messages<K>): Translate<K> {
  const language = useLanguage();
  const pending = catalogueLoaded(language, messages.namespace);
  // Thrown, as react-i18next does: React shows the nearest fallback and renders again once it settles.
  // (With React's use() instead, the component tests' jsdom never rendered it again once it settled.)
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (pending) throw pending;
  return translatorFor(language, messages.namespace);
}

/** i18next's own t for the section and language, as react-i18next's `Trans` reads it (its namespace on it). */
export function useFixedT<K extends string>(messages: Messages<K>): TFunction {
  useT(messages);
  return i18n.getFixedT(useLanguage(), messages.namespace);
}

/** The same outside React (a notice, a document title), in a language the caller names. */
export function translate<K extends string>(messages: Messages<K>, language: string, key: K, values?: TOptions): string {
  const t = i18n.getFixedT(language, messages.namespace) as unknown as Translate<K>;
  return t(key, values);
}
