// mfe-catalog's words: English bundled, Bengali and Hindi each a chunk of this section's
// release, fetched only on a page in that language (README.md, "How a team adds a word").
import { defineMessages, useT } from '@store/shared';
import english from './en.json';

export const catalogMessages = defineMessages('catalog', english, {
  bn: () => import(/* webpackChunkName: "catalog-words-bn" */ './bn.json'),
  hi: () => import(/* webpackChunkName: "catalog-words-hi" */ './hi.json'),
});

export type CatalogKey = NonNullable<(typeof catalogMessages)['keys']>;

export const useCatalogT = () => useT(catalogMessages);
