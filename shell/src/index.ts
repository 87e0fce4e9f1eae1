// The async boundary lets Module Federation negotiate shared singletons before React loads. Each step
// below is a browser task of its own, since together they were one long task on a phone: the entry's
// evaluation with the federation runtime's set-up, React's DOM renderer, the router, the shell's own modules.
import { yieldToMain } from './app/yield-to-main';

void yieldToMain()
  .then(() => import('react-dom/client'))
  .then(yieldToMain)
  .then(() => import('react-router-dom'))
  .then(yieldToMain)
  .then(() => import('./bootstrap'));
