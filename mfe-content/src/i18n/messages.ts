// mfe-content's words: English bundled, Bengali and Hindi each a chunk of this section's release,
// fetched only on a page in that language (README.md, "How a team adds a word").
import { defineMessages, useT } from '@store/shared';
import english from './en.json';

export const contentMessages = defineMessages('content', english, {
  bn: () => import(/* webpackChunkName: "content-words-bn" */ './bn.json'),
  hi: () => import(/* webpackChunkName: "content-words-hi" */ './hi.json'),
});

export type ContentKey = NonNullable<(typeof contentMessages)['keys']>;

export const useContentT = () => useT(contentMessages);
