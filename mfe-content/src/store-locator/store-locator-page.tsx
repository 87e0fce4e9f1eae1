import { PAGE_HEADS } from '../page-heads/page-heads';
import { Spinner, usePageMeta } from '@store/shared';
import { useMemo, useState } from 'react';
import { useStoreDirectory } from './api';
import { countStores, filterStores } from './filter-stores';
import { StoreAccordion } from './store-accordion';
import { StoreSearch } from './store-search';
import styles from './store-locator.module.css';

function summaryText(total: number, query: string): string {
  const stores = total === 1 ? '1 store' : `${total} stores`;
  if (query)
    return total === 0
      ? `No stores match "${query}". Try another pincode or area.`
      : `${stores} ${total === 1 ? 'matches' : 'match'} "${query}".`;
  return total === 0 ? 'No stores are listed yet.' : `${stores}. Open a state, then an area and a pincode to see its stores.`;
}

export function StoreLocatorPage() {
  usePageMeta(PAGE_HEADS.storeLocator.title, PAGE_HEADS.storeLocator.description);
  const directory = useStoreDirectory();
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const stores = directory.status === 'ready' ? directory.directory : null;
  const groups = useMemo(() => (stores ? filterStores(stores, query) : []), [stores, query]);
  const total = countStores(groups);

  return (
    <section className={`page ${styles.page}`} aria-labelledby="store-locator-title">
      <h1 id="store-locator-title" className="page-title">
        Store Locator
      </h1>
      <p className="muted">Visit one of our showrooms to see products in person, get advice and arrange delivery.</p>
      {directory.status === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner label="Loading stores" /> Loading stores...
        </p>
      ) : null}
      {directory.status === 'error' ? (
        <div className={styles.status} role="alert">
          <p className="text-error">We could not load the store list. Please try again.</p>
          <button type="button" className="btn btn-secondary" onClick={directory.retry}>
            Try again
          </button>
        </div>
      ) : null}
      {directory.status === 'ready' ? (
        <>
          <StoreSearch value={query} onChange={setQuery} />
          <p className={styles.summary} role="status">
            {summaryText(total, query.trim())}
          </p>
          <StoreAccordion key={searching ? `search:${query.trim()}` : 'all'} groups={groups} expanded={searching} />
        </>
      ) : null}
    </section>
  );
}
