// The listings' first views, loaded on the server (FirstViewLoader in @store/shared): the same list
// the page would fetch for its route value, under the page's call name (use-load.ts).
import { firstImage, imageUrl, type FirstViewLoader, type ImagePreload, type Product } from '@store/shared';
import { seedKey, type FirstViewAnswers } from '../common/first-view';
import { brandSeo, categorySeo } from '../seo/listing-seo';
import { headLanguage } from '../seo/head-language';
import { headTagsOf } from '../seo/head-tags';
import { requestListing, requestSearchProducts } from './api';

export const CATEGORY_CALL = 'category';
export const BRAND_CALL = 'brand';
export const SEARCH_CALL = 'search';

/** The cards of the first row on a phone (listing-page.tsx): the page's largest paint. */
const FIRST_ROW_ON_A_PHONE = 2;

/**
 * The first row's pictures, for a listing as it first opens: the list's own order. A query (sort,
 * filters, another page) shows other cards first, and a wrong guess would only take bandwidth.
 */
function firstRowPictures(list: Product[], search: string): ImagePreload[] {
  if (search !== '' && search !== '?') return [];
  return list.slice(0, FIRST_ROW_ON_A_PHONE).flatMap((product) => {
    const href = imageUrl(firstImage(product.Images));
    return href ? [{ href }] : [];
  });
}

export const loadCategoryFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const category = route.params.category ?? '';
  const [list, language] = await Promise.all([requestListing('Categories', category, signal), headLanguage(route)]);
  return {
    data: { [seedKey(CATEGORY_CALL, category)]: list },
    head: { ...headTagsOf(categorySeo(category, route.origin, language)), imagePreloads: firstRowPictures(list, route.search) },
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
