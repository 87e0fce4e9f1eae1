// The words of @store/shared (form rules, loading, the store's opening hours): each section bundles
// its own copy, with its own copy of these catalogues (README.md, "How a team adds a word").
import { defineMessages, useT } from '@store/runtime';
import english from './en.json';

export const sharedMessages = defineMessages('shared', english, {
  bn: () => import(/* webpackChunkName: "shared-words-bn" */ './bn.json'),
  hi: () => import(/* webpackChunkName: "shared-words-hi" */ './hi.json'),
});

export const useSharedT = () => useT(sharedMessages);
