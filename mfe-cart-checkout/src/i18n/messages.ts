// mfe-cart-checkout's words: English bundled, Bengali and Hindi each a chunk of this section's
// release, fetched only on a page in that language (README.md, "How a team adds a word").
import { defineMessages, useT } from '@store/shared';
import english from './en.json';

export const cartCheckoutMessages = defineMessages('cartCheckout', english, {
  bn: () => import(/* webpackChunkName: "cart-checkout-words-bn" */ './bn.json'),
  hi: () => import(/* webpackChunkName: "cart-checkout-words-hi" */ './hi.json'),
});

export type CartCheckoutKey = NonNullable<(typeof cartCheckoutMessages)['keys']>;

export const useCartCheckoutT = () => useT(cartCheckoutMessages);
