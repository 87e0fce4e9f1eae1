// The header's search combobox (WAI-ARIA combobox with a listbox popup). Submitting goes to
// /search/{term}; a suggestion goes to its product; onNavigate lets the shell close its panel.
// Before it is hydrated it is a plain GET form the edge sends on to /search/{term}
// (shell/server/search-form.ts), and what was typed is kept (useEarlyInput).
import { firstImage, imageUrl, Spinner, useEarlyInput, type Product, type SearchSuggestProps } from '@store/shared';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { modelOf, productPath, SEARCH_FORM_ACTION, SEARCH_FORM_FIELD, searchPath } from '../common/links';
import { SmartImage } from '../common/smart-image';
import styles from './search-suggest.module.css';
import { useSuggestions } from './use-suggestions';
import { useCatalogT } from '../i18n/messages';

export function SearchSuggest({ placeholder, autoFocus, onNavigate, initialTerm = '' }: SearchSuggestProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const navigate = useNavigate();
  // Read once: the box the shopper was typing in was the shell's stand-in until this one arrived.
  const [term, setTerm] = useState(initialTerm);
  const [active, setActive] = useState(-1);
  const { suggestions, open, loading, type, close, reopen } = useSuggestions();
  const early = useEarlyInput();
  const t = useCatalogT();

  function go(path: string) {
    close();
    setActive(-1);
    void navigate(path);
    onNavigate?.();
  }

  function openProduct(product: Product) {
    go(productPath(modelOf(product)));
  }

  function viewAll() {
    if (term.trim()) go(searchPath(term));
  }

  function onChange(text: string) {
    setTerm(text);
    setActive(-1);
    type(text);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const chosen = open && active >= 0 ? suggestions[active] : undefined;
    if (chosen) openProduct(chosen);
    else viewAll();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      if (!open) reopen();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      close();
      setActive(-1);
    }
  }

  const expanded = open && suggestions.length > 0;

  return (
    <form
      className={styles.search}
      role="search"
      method="get"
      action={SEARCH_FORM_ACTION}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <div className={styles.box}>
        <input
          {...early}
          id={inputId}
          className={styles.input}
          type="search"
          name={SEARCH_FORM_FIELD}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={placeholder ?? t('search.placeholder')}
          // Set only when the shopper opened the search (the mobile Search button): focus goes where they asked.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          value={term}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={reopen}
          onClick={reopen}
        />
        {loading && (
          <span className={styles.spinner}>
            <Spinner label={t('search.searching')} />
          </span>
        )}
        <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-4-4" />
          </svg>
        </button>
      </div>
      <div className={styles.dropdown} hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className={styles.list}>
          {suggestions.map((product, index) => (
            // The combobox's input takes the keys (arrows, Enter) for its options, as the ARIA pattern has it.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${modelOf(product)}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`${styles.option} ${index === active ? styles.activeOption : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => openProduct(product)}
            >
              <SmartImage
                src={imageUrl(firstImage(product.Images))}
                alt=""
                fallbackLabel=""
                width={48}
                height={48}
                className={styles.thumb}
              />
              <span className={styles.name}>{product.Name}</span>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.viewAll} onMouseDown={(event) => event.preventDefault()} onClick={viewAll}>
          View All
        </button>
      </div>
    </form>
  );
}
