// mfe-account's words: English bundled, Bengali and Hindi each a chunk of this section's
// release, fetched only on a page in that language (README.md, "How a team adds a word").
import { defineMessages, useT } from '@store/shared';
import english from './en.json';

export const accountMessages = defineMessages('account', english, {
  bn: () => import(/* webpackChunkName: "account-words-bn" */ './bn.json'),
  hi: () => import(/* webpackChunkName: "account-words-hi" */ './hi.json'),
});

export type AccountKey = NonNullable<(typeof accountMessages)['keys']>;

export const useAccountT = () => useT(accountMessages);
