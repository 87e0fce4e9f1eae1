// The shell's own words (header, footer, menus, notices); docs in README.md, "How a team adds a word".
import { defineMessages, useT } from '@store/runtime';
import english from './en.json';

export const shellMessages = defineMessages('shell', english, {
  bn: () => import(/* webpackChunkName: "words-bn" */ './bn.json'),
  hi: () => import(/* webpackChunkName: "words-hi" */ './hi.json'),
});

export type ShellKey = NonNullable<(typeof shellMessages)['keys']>;

export const useShellT = () => useT(shellMessages);
