// The listings' first views, loaded on the server (FirstViewLoader in @store/shared): the same list
// the page would fetch for its route value, under the page's call name (use-load.ts).
import { pageTitle, type FirstViewLoader, type FirstViewRoute } from '@store/shared';
import { seedKey, type FirstViewAnswers } from '../common/first-view';
import { brandPath, categoryPath } from '../common/links';
import { requestListing, requestSearchProducts } from './api';

export const CATEGORY_CALL = 'category';
export const BRAND_CALL = 'brand';
export const SEARCH_CALL = 'search';

const head = (route: FirstViewRoute, title: string, description: string, path: string) => ({
  title: pageTitle(title),
  description,
  canonical: `${route.origin}${path}`,
});

export const loadCategoryFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const category = route.params.category ?? '';
  return {
    data: { [seedKey(CATEGORY_CALL, category)]: await requestListing('Categories', category, signal) },
    head: head(route, category, categoryDescription(category), categoryPath(category)),
  };
};

export const loadBrandFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const brand = route.params.brandName ?? '';
  return {
    data: { [seedKey(BRAND_CALL, brand)]: await requestListing('Name', brand, signal) },
    head: head(route, brand, brandDescription(brand), brandPath(brand)),
  };
};

export const loadSearchFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const term = route.params.search ?? '';
  return { data: { [seedKey(SEARCH_CALL, term)]: await requestSearchProducts(term, signal) } };
};

export const categoryDescription = (category: string) => `Buy ${category} online at the best prices in India.`;
export const brandDescription = (brand: string) => `Shop ${brand} products online at the best prices in India.`;
