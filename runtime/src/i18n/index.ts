export * from './languages';
export { defineMessages, type Messages, type MessageKey } from './define-messages';
export type { Catalogue, CatalogueLoader } from './i18n-instance';
export { LanguageContext, useLanguage, useLocale } from './language-context';
export { useT, translate, type Translate } from './use-t';
export { Words } from './words';
export { loadLanguage } from './load-language';
