// Filters, sort and page live in the URL query (?max=&brand=&sort=&page=) so a listing can be
// shared, reloaded and reached again with Back. A new filter or sort starts again at page 1.
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { isSortKey, type SortKey } from './listing-rules';

export interface ListingQuery {
  max: number | null;
  brands: string[];
  sort: SortKey;
  page: number;
}

function readNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function useListingQuery() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const sort = params.get('sort');
  // The same list while the URL stays the same, so what is computed from it is not computed again.
  const brands = useMemo(() => params.getAll('brand'), [params]);
  const query: ListingQuery = {
    max: readNumber(params.get('max')),
    brands,
    sort: isSortKey(sort) ? sort : 'default',
    page: Math.trunc(readNumber(params.get('page')) ?? 1),
  };

  const update = useCallback(
    (change: (next: URLSearchParams) => void, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setMax = useCallback(
    (max: number | null) =>
      update(
        (next) => {
          if (max === null) next.delete('max');
          else next.set('max', String(max));
          next.delete('page');
        },
        { replace: true },
      ),
    [update],
  );

  const toggleBrand = useCallback(
    (brand: string) =>
      update((next) => {
        const chosen = next.getAll('brand');
        next.delete('brand');
        const updated = chosen.includes(brand) ? chosen.filter((b) => b !== brand) : [...chosen, brand];
        updated.forEach((b) => next.append('brand', b));
        next.delete('page');
      }),
    [update],
  );

  const setSort = useCallback(
    (value: SortKey) =>
      update((next) => {
        if (value === 'default') next.delete('sort');
        else next.set('sort', value);
        next.delete('page');
      }),
    [update],
  );

  const setPage = useCallback(
    (page: number) =>
      update((next) => {
        if (page <= 1) next.delete('page');
        else next.set('page', String(page));
      }),
    [update],
  );

  /** The address of another page of this listing, for a link that works before the scripts run. */
  const pageHref = useCallback(
    (page: number) => {
      const next = new URLSearchParams(params);
      if (page <= 1) next.delete('page');
      else next.set('page', String(page));
      const search = next.toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [params, pathname],
  );

  /** What a plain form setting only the sort or only the filters carries along (never the page: it starts again at 1). */
  const keptBeside = useCallback(
    (part: 'sort' | 'filters'): Array<[string, string]> =>
      [...params].filter(([name]) => name !== 'page' && (part === 'sort' ? name !== 'sort' : name !== 'max' && name !== 'brand')),
    [params],
  );

  const clearFilters = useCallback(
    () =>
      update((next) => {
        next.delete('max');
        next.delete('brand');
        next.delete('page');
      }),
    [update],
  );

  return { query, setMax, toggleBrand, setSort, setPage, pageHref, keptBeside, pathname, clearFilters };
}
