// Previous and Next are links to the listing's own address with its page in the query, so they work
// before the page's scripts have run (and open in a new tab); once hydrated, a plain click pages in
// place (onPage: to the top of the list). At either end the step is a disabled button: it goes nowhere.
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styles from './listing-page.module.css';
import { useCatalogT } from '../i18n/messages';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The listing's address at that page, its filters and sort kept. */
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}

/** A click the browser would not turn into a new tab or window. */
const inPlace = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function Pagination({ page, pageCount, hrefFor, onPage }: PaginationProps) {
  const t = useCatalogT();
  if (pageCount <= 1) return null;
  const step = (target: number, label: string) =>
    target < 1 || target > pageCount ? (
      <button type="button" className="btn btn-secondary" disabled>
        {label}
      </button>
    ) : (
      <Link
        to={hrefFor(target)}
        className="btn btn-secondary"
        onClick={(event) => {
          if (!inPlace(event)) return;
          event.preventDefault();
          onPage(target);
        }}
      >
        {label}
      </Link>
    );
  return (
    <nav className={styles.pagination} aria-label={t('listing.pages')}>
      {step(page - 1, t('listing.previous'))}
      <span aria-current="page">{t('listing.pageOf', { page, count: pageCount })}</span>
      {step(page + 1, t('listing.next'))}
    </nav>
  );
}
