// The product page's first view, loaded on the server (FirstViewLoader in @store/shared): the product
// and its stock, which decides the buy box's height (asked for each page, so it is as fresh as the
// browser's). Reviews and related products, below the fold, load in the browser. A stock call that
// fails is left to the browser, never sent as "out of stock".
import {
  imageUrl,
  isPurchasable,
  productIdFromModel,
  sameModel,
  type FirstViewLoader,
  type ImagePreload,
  type Product,
} from '@store/shared';
import { modelOf } from '../common/links';
import { seedKey, type FirstViewAnswers } from '../common/first-view';
import { headLanguage } from '../seo/head-language';
import { headTagsOf } from '../seo/head-tags';
import { productSeo } from '../seo/product-seo';
import { fetchProduct, readStock } from './api';

export const PRODUCT_CALL = 'product';
export const STOCK_CALL = 'stock';

const stockOrNothing = (model: string, signal: AbortSignal) => readStock(model, { signal }).catch(() => undefined);

/** The route id is the model or its first segment (productPath), which the api resolves for
 *  stock-details to the product excel-data answers first for it (api/CALLS.md). */
const namesModel = (productId: string, model: string) =>
  sameModel(productId, model) || sameModel(productId, productIdFromModel(model));

/** The gallery's main picture, the page's largest paint. */
function firstPicture(product: Product): ImagePreload[] {
  const first = (product.Images ?? '').split(',')[0]?.trim();
  return first ? [{ href: imageUrl(first) }] : [];
}

export const loadProductFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const productId = route.params.productId ?? '';
  // The stock is asked for beside the product, not after it: one api round trip per server render.
  const stockByRouteId = stockOrNothing(productId, signal);
  const [product, language] = await Promise.all([fetchProduct(productId, signal), headLanguage(route)]);
  // The page keys the stock by the product's model; an address naming it otherwise asks again by it.
  const model = product ? modelOf(product) : null;
  const stock =
    model === null ? undefined : await (namesModel(productId, model) ? stockByRouteId : stockOrNothing(model, signal));
  const availability = stock === undefined ? undefined : isPurchasable(stock) ? 'in-stock' : 'out-of-stock';
  return {
    data: {
      [seedKey(PRODUCT_CALL, productId)]: product,
      ...(model === null || stock === undefined ? {} : { [seedKey(STOCK_CALL, model)]: stock }),
    },
    head: product
      ? {
          ...headTagsOf(productSeo(product, { origin: route.origin, availability, language })),
          imagePreloads: firstPicture(product),
        }
      : undefined,
  };
};
