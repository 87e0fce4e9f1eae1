// The module of a page the browser renders (a personal page, or one the server left to it), started
// before React's first render. Left to its slot, it started once that render had committed, and on a
// phone the section's own shared chunks (jotai for checkout) came a round trip after everything else.
// The slot takes it as its own (remote-slot.tsx), so it is neither loaded nor counted as a view twice.
import { splitLanguagePath } from '@store/runtime';
import { routeOf } from '../app/page-routes';
import { loadPrerenderedSlots } from './hydrate-prerendered';
import type { PrerenderedSlots } from './prerendered-slots';

export function startPageModule(pathname: string, load = loadPrerenderedSlots): PrerenderedSlots['ready'] {
  const route = routeOf(splitLanguagePath(pathname).path);
  const none: PrerenderedSlots['ready'] = new Map();
  return route ? load({ slots: [{ remote: route.remote, module: route.module }] }) : none;
}
