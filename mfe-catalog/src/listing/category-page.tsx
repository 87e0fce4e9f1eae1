import { categoryLabel } from '@store/shared';
import { CATEGORY_PAGE_SIZE } from '../common/catalog-constants';
import { useParams } from 'react-router-dom';
import { fetchCategoryProducts } from './api';
import { CategoryTree } from './category-tree';
import { ListingPage } from './listing-page';
import { categoryDescription } from '../seo/listing-seo';

export function CategoryPage() {
  const category = useParams().category ?? '';
  return (
    <ListingPage
      key={category}
      title={categoryLabel(category)}
      description={categoryDescription(categoryLabel(category))}
      loadKey={category}
      load={(signal) => fetchCategoryProducts(category, signal)}
      pageSize={CATEGORY_PAGE_SIZE}
      reversed={false}
      brandFilter
      navigation={<CategoryTree current={category} />}
    />
  );
}
