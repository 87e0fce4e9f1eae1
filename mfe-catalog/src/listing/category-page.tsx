import { useCategoryLabel, type PageProps } from '@store/shared';
import { FirstViewProvider } from '../common/first-view';
import { CATEGORY_PAGE_SIZE } from '../common/catalog-constants';
import { useParams } from 'react-router-dom';
import { fetchCategoryProducts } from './api';
import { CATEGORY_CALL } from './first-view';
import { CategoryTree } from './category-tree';
import { ListingPage } from './listing-page';
import { useCatalogT } from '../i18n/messages';

export function CategoryPage({ firstView }: PageProps) {
  const category = useParams().category ?? '';
  const t = useCatalogT();
  const name = useCategoryLabel()(category);
  return (
    <FirstViewProvider firstView={firstView}>
      <ListingPage
        key={category}
        title={name}
        description={t('listing.categoryDescription', { category: name })}
        loadKey={category}
        load={(signal) => fetchCategoryProducts(category, signal)}
        call={CATEGORY_CALL}
        pageSize={CATEGORY_PAGE_SIZE}
        reversed={false}
        brandFilter
        navigation={<CategoryTree current={category} />}
      />
    </FirstViewProvider>
  );
}
