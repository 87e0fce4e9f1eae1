// The product page's first view, loaded on the server (FirstViewLoader in @store/shared): the product
// itself. Stock, reviews and related products load in the browser (they change by the minute).
import { pageTitle, type FirstViewLoader } from '@store/shared';
import { seedKey, type FirstViewAnswers } from '../common/first-view';
import { modelOf, productPath } from '../common/links';
import { fetchProduct } from './api';
import { productDescription } from './short-description';

export const PRODUCT_CALL = 'product';

export const loadProductFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const productId = route.params.productId ?? '';
  const product = await fetchProduct(productId, signal);
  return {
    data: { [seedKey(PRODUCT_CALL, productId)]: product },
    head: product
      ? {
          title: pageTitle(product.Name),
          description: productDescription(product),
          canonical: `${route.origin}${productPath(modelOf(product))}`,
        }
      : undefined,
  };
};
