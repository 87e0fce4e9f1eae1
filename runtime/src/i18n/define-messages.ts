// How a section registers its words: its English catalogue bundled (the default language and every
// key's fallback), the other languages as dynamic imports, so each is a chunk of the section's own
// release fetched only in that language. Each registration is a namespace of its own: two versions of
// a section on one edge (a canary) keep their words apart.
import { i18n, registerLoaders, type Catalogue, type CatalogueLoader } from './i18n-instance';
import type { Language } from './languages';

/** A key as `t` takes it: plural forms (`items_one`, `items_other`) are asked for by their stem and a count. */
export type MessageKey<K extends string> = K extends `${infer Stem}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Stem
  : K;

export interface Messages<K extends string = string> {
  readonly namespace: string;
  /** Only for the type of `t`. */
  readonly keys?: K;
}

let registrations = 0;

export function defineMessages<C extends Catalogue>(
  name: string,
  english: C,
  others: Partial<Record<Exclude<Language, 'en'>, CatalogueLoader>>,
): Messages<MessageKey<keyof C & string>> {
  registrations += 1;
  const namespace = `${name}~${registrations}`;
  i18n.addResourceBundle('en', namespace, english);
  registerLoaders(namespace, others);
  return { namespace };
}
