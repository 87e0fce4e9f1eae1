// English, বাংলা, हिन्दी at every width: plain links to the page in each language (they work before the
// scripts run and tell crawlers the alternates), turned into an in-place switch once React runs.
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, languagePath, useLanguage, type Language } from '@store/runtime';
import { useSwitchLanguage } from '../../app/switch-language';
import { useShellT } from '../../i18n/messages';
import styles from './header.module.css';
import './language-names.css';

export function LanguageSwitch() {
  const t = useShellT();
  const current = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const { pathname, search } = useLocation();
  const choose = (event: MouseEvent<HTMLAnchorElement>, language: Language) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (language !== current) void switchLanguage(language);
  };
  return (
    <nav aria-label={t('language.label')} className={styles.languageSwitch}>
      {LANGUAGES.map((language) => (
        <a
          key={language}
          href={`${languagePath(language, pathname)}${search}`}
          lang={LANGUAGE_TAGS[language]}
          hrefLang={LANGUAGE_TAGS[language]}
          aria-current={language === current ? 'true' : undefined}
          onClick={(event) => choose(event, language)}
        >
          {LANGUAGE_NAMES[language]}
        </a>
      ))}
    </nav>
  );
}
