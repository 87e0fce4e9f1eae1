import type { PageProps } from '@store/shared';
import { FirstViewProvider } from '../common/first-view';
import { BRAND_SEARCH_PAGE_SIZE } from '../common/catalog-constants';
import { useParams } from 'react-router-dom';
import { fetchBrandProducts } from './api';
import { brandLabel } from './brand-label';
import { BRAND_CALL } from './first-view';
import { ListingPage } from './listing-page';
import { brandDescription } from '../seo/listing-seo';
import { TopCategories } from './top-categories';

export function BrandPage({ firstView }: PageProps) {
  const brand = useParams().brandName ?? '';
  return (
    <FirstViewProvider firstView={firstView}>
      <ListingPage
        key={brand}
        title={brandLabel(brand)}
        description={brandDescription(brandLabel(brand))}
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
