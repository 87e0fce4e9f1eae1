// The listings' first views, loaded on the server (FirstViewLoader in @store/shared): the same list
// the page would fetch for its route value, under the page's call name (use-load.ts).
import type { FirstViewLoader } from '@store/shared';
import { seedKey, type FirstViewAnswers } from '../common/first-view';
import { brandSeo, categorySeo } from '../seo/listing-seo';
import { headLanguage } from '../seo/head-language';
import { headTagsOf } from '../seo/head-tags';
import { requestListing, requestSearchProducts } from './api';

export const CATEGORY_CALL = 'category';
export const BRAND_CALL = 'brand';
export const SEARCH_CALL = 'search';

export const loadCategoryFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const category = route.params.category ?? '';
  const [products, language] = await Promise.all([requestListing('Categories', category, signal), headLanguage(route)]);
  return {
    data: { [seedKey(CATEGORY_CALL, category)]: products },
    head: headTagsOf(categorySeo(category, route.origin, language)),
  };
};

export const loadBrandFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const brand = route.params.brandName ?? '';
  const [products, language] = await Promise.all([requestListing('Name', brand, signal), headLanguage(route)]);
  return {
    data: { [seedKey(BRAND_CALL, brand)]: products },
    head: headTagsOf(brandSeo(brand, route.origin, language)),
  };
};

export const loadSearchFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const term = route.params.search ?? '';
  return { data: { [seedKey(SEARCH_CALL, term)]: await requestSearchProducts(term, signal) } };
};
