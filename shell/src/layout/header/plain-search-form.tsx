import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { languagePath, useEarlyInput, useLanguage } from '@store/shared';
import styles from './header.module.css';
import { useShellT } from '../../i18n/messages';

interface Props {
  onNavigate?: () => void;
  autoFocus?: boolean;
  /** The text, kept by the slot so the catalog's box starts from it. */
  term: string;
  onTyped: (term: string, focused: boolean) => void;
}

/** The search box without suggestions: what the header shows while the catalog cannot be loaded. */
export function PlainSearchForm({ onNavigate, autoFocus, term, onTyped }: Props) {
  const navigate = useNavigate();
  const early = useEarlyInput();
  const t = useShellT();
  const language = useLanguage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    void navigate(`/search/${encodeURIComponent(query)}`);
    onNavigate?.();
  };

  return (
    // A plain GET form before it is hydrated: the edge sends /search?q= on to the results (shell/server/search-form.ts).
    <form role="search" className={styles.searchForm} method="get" action={languagePath(language, '/search')} onSubmit={submit}>
      <label htmlFor="header-search-plain" className="sr-only">
        {t('search.label')}
      </label>
      <input
        {...early}
        id="header-search-plain"
        name="q"
        className={styles.searchInput}
        type="search"
        placeholder={t('search.placeholder')}
        value={term}
        // Set only when the shopper opened the search (the mobile Search button): focus goes where they asked.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        onChange={(event) => onTyped(event.target.value, document.activeElement === event.target)}
      />
      <button type="submit" className={styles.searchButton}>
        {t('search.button')}
      </button>
    </form>
  );
}
