// The async boundary lets Module Federation negotiate shared singletons before React loads. React's
// DOM renderer is evaluated first and the shell's own modules in a task of their own: together they
// were one long task on a phone.
import { yieldToMain } from './app/yield-to-main';

void import('react-dom/client').then(yieldToMain).then(() => import('./bootstrap'));
