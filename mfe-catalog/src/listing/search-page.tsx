import type { PageProps } from '@store/shared';
import { FirstViewProvider } from '../common/first-view';
import { BRAND_SEARCH_PAGE_SIZE } from '../common/catalog-constants';
import { useParams } from 'react-router-dom';
import { fetchSearchProducts } from './api';
import { SEARCH_CALL } from './first-view';
import { ListingPage } from './listing-page';
import { TopCategories } from './top-categories';
import { useCatalogT } from '../i18n/messages';

export function SearchPage({ firstView }: PageProps) {
  const term = useParams().search ?? '';
  const t = useCatalogT();
  return (
    <FirstViewProvider firstView={firstView}>
      <ListingPage
        key={term}
        title={t('listing.searchTitle', { term })}
        description={t('listing.searchDescription', { term })}
        loadKey={term}
        load={(signal) => fetchSearchProducts(term, signal)}
        call={SEARCH_CALL}
        pageSize={BRAND_SEARCH_PAGE_SIZE}
        reversed
        brandFilter
        navigation={<TopCategories />}
      />
    </FirstViewProvider>
  );
}
