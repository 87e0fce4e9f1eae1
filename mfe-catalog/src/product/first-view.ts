// The product page's first view, loaded on the server (FirstViewLoader in @store/shared): the product
// itself. Stock, reviews and related products load in the browser (they change by the minute).
import type { FirstViewLoader } from '@store/shared';
import { seedKey, type FirstViewAnswers } from '../common/first-view';
import { headTagsOf } from '../seo/head-tags';
import { productSeo } from '../seo/product-seo';
import { fetchProduct } from './api';

export const PRODUCT_CALL = 'product';

export const loadProductFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const productId = route.params.productId ?? '';
  const product = await fetchProduct(productId, signal);
  return {
    data: { [seedKey(PRODUCT_CALL, productId)]: product },
    head: product ? headTagsOf(productSeo(product, { origin: route.origin })) : undefined,
  };
};
