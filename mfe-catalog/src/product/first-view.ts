// The product page's first view, loaded on the server (FirstViewLoader in @store/shared): the product
// and its stock, which decides the buy box's height (asked for each page, so it is as fresh as the
// browser's). Reviews and related products, below the fold, load in the browser. A stock call that
// fails is left to the browser, never sent as "out of stock".
import { isPurchasable, type FirstViewLoader } from '@store/shared';
import { modelOf } from '../common/links';
import { seedKey, type FirstViewAnswers } from '../common/first-view';
import { headTagsOf } from '../seo/head-tags';
import { productSeo } from '../seo/product-seo';
import { fetchProduct, readStock } from './api';

export const PRODUCT_CALL = 'product';
export const STOCK_CALL = 'stock';

export const loadProductFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const productId = route.params.productId ?? '';
  const product = await fetchProduct(productId, signal);
  // The page asks for the stock by the product's model (its address may spell it otherwise).
  const model = product ? modelOf(product) : null;
  const stock = model === null ? undefined : await readStock(model, signal).catch(() => undefined);
  const availability = stock === undefined ? undefined : isPurchasable(stock) ? 'in-stock' : 'out-of-stock';
  return {
    data: {
      [seedKey(PRODUCT_CALL, productId)]: product,
      ...(model === null || stock === undefined ? {} : { [seedKey(STOCK_CALL, model)]: stock }),
    },
    head: product ? headTagsOf(productSeo(product, { origin: route.origin, availability })) : undefined,
  };
};
