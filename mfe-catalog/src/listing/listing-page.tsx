// One listing layout for the category, brand and search pages (docs/screens.md §2 Listings).
import { LazyHydrate, Spinner, useEarlyInput, useHydrating, usePageMeta, type Product } from '@store/shared';
import { MOBILE_QUERY, useMediaQuery } from '../common/use-media-query';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { modelOf } from '../common/links';
import { useLoad } from '../common/use-load';
import { ProductCard } from '../product-card/product-card';
import { ApplyWithoutScript, KeptQuery } from './apply-without-script';
import { BrandFilter } from './brand-filter';
import { FilterPanel } from './filter-panel';
import { brandsOf, filterByBrands, filterByPrice, paginate, priceBounds, sortProducts } from './listing-rules';
import { Pagination } from './pagination';
import { PriceFilter } from './price-filter';
import { SortSelect } from './sort-select';
import { useListingQuery } from './use-listing-query';
import styles from './listing-page.module.css';
import { useCatalogT } from '../i18n/messages';

export interface ListingConfig {
  title: string;
  description: string;
  /** Changes when the list must be fetched again (the route value). */
  loadKey: string;
  load: (signal: AbortSignal) => Promise<Product[]>;
  /** The first view's name for this list (first-view.ts): the server's answer is used for the first render. */
  call: string;
  pageSize: number;
  /** Brand and search pages show their lists reversed (docs/screens.md §9). */
  reversed: boolean;
  brandFilter: boolean;
  /** The category tree or the top categories. */
  navigation: ReactNode;
}

/** The cards of the first row at the widest layout: their images load at once and they hydrate first. */
const FIRST_ROW = 4;
/**
 * The first row on a phone (two columns): its images are the page's largest paint, so the browser is
 * told to fetch them first. Without it they start as low-priority images, queued behind the page's
 * script preloads (in a mobile Lighthouse run, 140 ms after the page's stylesheets).
 */
const FIRST_ROW_ON_A_PHONE = 2;

export function ListingPage({
  title,
  description,
  loadKey,
  load,
  call,
  pageSize,
  reversed,
  brandFilter,
  navigation,
}: ListingConfig) {
  const t = useCatalogT();
  usePageMeta(title, description);
  const mobile = useMediaQuery(MOBILE_QUERY);
  // The server cannot know the screen's width: it sends the sidebar and the phone's Filters button
  // both, CSS shows the one that fits (nothing moves when scripts run), and once hydrated only that
  // one stays.
  const hydrating = useHydrating();
  const early = useEarlyInput();
  const sidebarShown = hydrating || !mobile;
  const filterButtonShown = hydrating || mobile;
  const loaded = useLoad(loadKey, load, call);
  const { query, setMax, toggleBrand, setSort, setPage, pageHref, keptBeside, pathname, clearFilters } = useListingQuery();

  const all = useMemo(() => {
    const list = loaded.status === 'done' ? loaded.data : [];
    return reversed ? [...list].reverse() : list;
  }, [loaded, reversed]);
  const bounds = useMemo(() => priceBounds(all), [all]);
  const max = bounds ? Math.min(Math.max(query.max ?? bounds.max, bounds.min), bounds.max) : 0;
  const brands = brandFilter ? brandsOf(all) : [];

  const shown = useMemo(() => {
    let list = bounds ? filterByPrice(all, bounds.min, max) : all;
    if (brandFilter) list = filterByBrands(list, query.brands);
    return sortProducts(list, query.sort);
  }, [all, bounds, max, brandFilter, query.brands, query.sort]);
  const page = paginate(shown, query.page, pageSize);
  const results = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new page starts at the top of the list, not at the footer where Next was pressed; the
  // heading takes focus so keyboard and screen reader users start there too.
  const goToPage = useCallback(
    (next: number) => {
      setPage(next);
      results.current?.scrollIntoView?.({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    },
    [setPage],
  );
  const filtered = query.max !== null || query.brands.length > 0;

  const filters = (
    <>
      {bounds && <PriceFilter bounds={bounds} max={max} onChange={setMax} />}
      {brandFilter && <BrandFilter brands={brands} chosen={query.brands} onToggle={toggleBrand} />}
      {navigation}
    </>
  );

  return (
    <div className={`page ${styles.layout}`}>
      {sidebarShown && (
        <aside className={styles.sidebar} aria-label={t('listing.filters')}>
          <form method="get" action={pathname}>
            <KeptQuery fields={keptBeside('filters')} />
            {filters}
            <ApplyWithoutScript label={t('listing.applyFilters')} />
          </form>
        </aside>
      )}
      <section ref={results} className={styles.results} aria-labelledby="listing-title">
        <header className={styles.toolbar}>
          <div>
            <h1 id="listing-title" ref={heading} tabIndex={-1} className={`page-title ${styles.title}`}>
              {title}
            </h1>
            {loaded.status === 'done' && page.total > 0 && (
              <p className={styles.count}>{t('listing.showing', { first: page.first, last: page.last, total: page.total })}</p>
            )}
          </div>
          <div className={styles.controls}>
            {filterButtonShown && (
              <div className={styles.phoneFilters}>
                <FilterPanel resultCount={page.total}>{filters}</FilterPanel>
              </div>
            )}
            <SortSelect value={query.sort} onChange={setSort} action={pathname} kept={keptBeside('sort')} />
          </div>
        </header>

        {loaded.status === 'loading' ? (
          <div className={styles.loading}>
            <Spinner label={t('listing.loading')} />
          </div>
        ) : page.items.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('listing.none')}</p>
            {filtered && (
              <button {...early} type="button" className="btn btn-secondary" onClick={clearFilters}>
                {t('listing.clearFilters')}
              </button>
            )}
          </div>
        ) : (
          <ul className={styles.grid}>
            {page.items.map((product, index) => (
              <li key={`${modelOf(product)}-${index}`}>
                {index < FIRST_ROW ? (
                  <ProductCard product={product} eager priority={index < FIRST_ROW_ON_A_PHONE} />
                ) : (
                  // Below the first row: hydrated when near the viewport, reached into, or idle.
                  <LazyHydrate className={styles.cardPlace}>
                    <ProductCard product={product} eager={false} />
                  </LazyHydrate>
                )}
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page.page} pageCount={page.pageCount} hrefFor={pageHref} onPage={goToPage} />
      </section>
    </div>
  );
}
