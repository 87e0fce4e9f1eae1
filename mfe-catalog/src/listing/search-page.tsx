import { BRAND_SEARCH_PAGE_SIZE } from '../common/catalog-constants';
import { useParams } from 'react-router-dom';
import { fetchSearchProducts } from './api';
import { ListingPage } from './listing-page';
import { TopCategories } from './top-categories';

export function SearchPage() {
  const term = useParams().search ?? '';
  return (
    <ListingPage
      key={term}
      title={`Search results for “${term}”`}
      description={`Results for ${term}.`}
      loadKey={term}
      load={(signal) => fetchSearchProducts(term, signal)}
      pageSize={BRAND_SEARCH_PAGE_SIZE}
      reversed
      brandFilter
      navigation={<TopCategories />}
    />
  );
}
