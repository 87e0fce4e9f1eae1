import { Spinner, type Translate } from '@store/shared';
import { useContentT, type ContentKey } from '../i18n/messages';
import { PAGE_HEADS, usePageHead } from '../page-heads/page-heads';
import { useMemo, useState } from 'react';
import { useStoreDirectory } from './api';
import { countStores, filterStores } from './filter-stores';
import { StoreAccordion } from './store-accordion';
import { StoreSearch } from './store-search';
import styles from './store-locator.module.css';

function summaryText(t: Translate<ContentKey>, total: number, query: string): string {
  const stores = t('storeLocator.stores', { count: total });
  if (query)
    return total === 0 ? t('storeLocator.noMatch', { query }) : t('storeLocator.matches', { count: total, stores, query });
  return total === 0 ? t('storeLocator.none') : t('storeLocator.all', { stores });
}

export function StoreLocatorPage() {
  const t = useContentT();
  usePageHead(PAGE_HEADS.storeLocator);
  const directory = useStoreDirectory();
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const stores = directory.status === 'ready' ? directory.directory : null;
  const groups = useMemo(() => (stores ? filterStores(stores, query) : []), [stores, query]);
  const total = countStores(groups);

  return (
    <section className={`page ${styles.page}`} aria-labelledby="store-locator-title">
      <h1 id="store-locator-title" className="page-title">
        {t(PAGE_HEADS.storeLocator.title)}
      </h1>
      <p className="muted">{t('storeLocator.intro')}</p>
      {directory.status === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner label={t('storeLocator.loadingLabel')} /> {t('storeLocator.loading')}
        </p>
      ) : null}
      {directory.status === 'error' ? (
        <div className={styles.status} role="alert">
          <p className="text-error">{t('storeLocator.loadFailed')}</p>
          <button type="button" className="btn btn-secondary" onClick={directory.retry}>
            {t('storeLocator.tryAgain')}
          </button>
        </div>
      ) : null}
      {directory.status === 'ready' ? (
        <>
          <StoreSearch value={query} onChange={setQuery} />
          <p className={styles.summary} role="status">
            {summaryText(t, total, query.trim())}
          </p>
          <StoreAccordion key={searching ? `search:${query.trim()}` : 'all'} groups={groups} expanded={searching} />
        </>
      ) : null}
    </section>
  );
}
