// The async boundary lets Module Federation negotiate shared singletons before React loads. Each step
// below is a browser task of its own, since together they were one long task on a phone: the entry's
// evaluation with the federation runtime's set-up, then evaluating React's DOM renderer, the router and
// the store's runtime (words, storage, the event bus), then the shell's own modules.
import { yieldToMain } from './app/yield-to-main';

const startUp: Array<() => Promise<unknown>> = [
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('@store/runtime'),
  () => import('./bootstrap'),
];

void startUp.reduce<Promise<unknown>>((previous, step) => previous.then(yieldToMain).then(step), Promise.resolve());
