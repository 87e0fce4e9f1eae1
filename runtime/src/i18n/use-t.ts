import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOptions } from 'i18next';
import { i18n } from './i18n-instance';
import { useLanguage } from './language-context';
import type { Messages } from './define-messages';

export type Translate<K extends string> = (key: K, values?: TOptions) => string;

/**
 * A section's words in the page's language: `t('cart.empty')`, `t('items', { count })` for plurals.
 * Suspends while the language's catalogue is fetched; a key the language lacks reads in English.
 */
export function useT<K extends string>(messages: Messages<K>): Translate<K> {
  const lng = useLanguage();
  const options = useMemo(() => ({ i18n, lng }), [lng]);
  const { t } = useTranslation(messages.namespace, options);
  return t as unknown as Translate<K>;
}

/** The same outside React (a notice, a document title), in a language the caller names. */
export function translate<K extends string>(messages: Messages<K>, language: string, key: K, values?: TOptions): string {
  const t = i18n.getFixedT(language, messages.namespace) as unknown as Translate<K>;
  return t(key, values);
}
