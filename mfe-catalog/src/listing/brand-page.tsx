import { BRAND_SEARCH_PAGE_SIZE } from '../common/catalog-constants';
import { useParams } from 'react-router-dom';
import { fetchBrandProducts } from './api';
import { brandLabel } from './brand-label';
import { ListingPage } from './listing-page';
import { brandDescription } from '../seo/listing-seo';
import { TopCategories } from './top-categories';

export function BrandPage() {
  const brand = useParams().brandName ?? '';
  return (
    <ListingPage
      key={brand}
      title={brandLabel(brand)}
      description={brandDescription(brandLabel(brand))}
      loadKey={brand}
      load={(signal) => fetchBrandProducts(brand, signal)}
      pageSize={BRAND_SEARCH_PAGE_SIZE}
      reversed
      brandFilter={false}
      navigation={<TopCategories />}
    />
  );
}
