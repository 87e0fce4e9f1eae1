import type { PageProps } from '@store/shared';
import { FirstViewProvider } from '../common/first-view';
import { BRAND_SEARCH_PAGE_SIZE } from '../common/catalog-constants';
import { useParams } from 'react-router-dom';
import { fetchBrandProducts } from './api';
import { brandLabel } from './brand-label';
import { BRAND_CALL } from './first-view';
import { ListingPage } from './listing-page';
import { TopCategories } from './top-categories';
import { useCatalogT } from '../i18n/messages';

export function BrandPage({ firstView }: PageProps) {
  const brand = useParams().brandName ?? '';
  const t = useCatalogT();
  return (
    <FirstViewProvider firstView={firstView}>
      <ListingPage
        key={brand}
        title={brandLabel(brand)}
        description={t('listing.brandDescription', { brand: brandLabel(brand) })}
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
