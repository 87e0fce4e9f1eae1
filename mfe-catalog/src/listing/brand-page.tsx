import type { PageProps } from '@store/shared';
import { FirstViewProvider } from '../common/first-view';
import { BRAND_SEARCH_PAGE_SIZE } from '../common/catalog-constants';
import { useParams } from 'react-router-dom';
import { fetchBrandProducts } from './api';
import { BRAND_CALL, brandDescription } from './first-view';
import { ListingPage } from './listing-page';
import { TopCategories } from './top-categories';

export function BrandPage({ firstView }: PageProps) {
  const brand = useParams().brandName ?? '';
  return (
    <FirstViewProvider firstView={firstView}>
      <ListingPage
        key={brand}
        title={brand}
        description={brandDescription(brand)}
        loadKey={brand}
        load={(signal) => fetchBrandProducts(brand, signal)}
        call={BRAND_CALL}
        pageSize={BRAND_SEARCH_PAGE_SIZE}
        reversed
        brandFilter={false}
        navigation={<TopCategories />}
      />
    </FirstViewProvider>
  );
}
