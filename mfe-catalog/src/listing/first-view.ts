// The listings' first views, loaded on the server (FirstViewLoader in @store/shared): the same list
// the page would fetch for its route value, under the page's call name (use-load.ts).
import { documentTitle, type FirstViewLoader, type HeadTags } from '@store/shared';
import { seedKey, type FirstViewAnswers } from '../common/first-view';
import { brandSeo, categorySeo } from '../seo/listing-seo';
import type { PageSeo } from '../seo/product-seo';
import { requestListing, requestSearchProducts } from './api';

export const CATEGORY_CALL = 'category';
export const BRAND_CALL = 'brand';
export const SEARCH_CALL = 'search';

const head = (seo: PageSeo): HeadTags => ({
  title: documentTitle(seo.title),
  description: seo.description,
  canonical: seo.canonical,
  jsonLd: seo.jsonLd,
});

export const loadCategoryFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const category = route.params.category ?? '';
  return {
    data: { [seedKey(CATEGORY_CALL, category)]: await requestListing('Categories', category, signal) },
    head: head(categorySeo(category, route.origin)),
  };
};

export const loadBrandFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const brand = route.params.brandName ?? '';
  return {
    data: { [seedKey(BRAND_CALL, brand)]: await requestListing('Name', brand, signal) },
    head: head(brandSeo(brand, route.origin)),
  };
};

export const loadSearchFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const term = route.params.search ?? '';
  return { data: { [seedKey(SEARCH_CALL, term)]: await requestSearchProducts(term, signal) } };
};
